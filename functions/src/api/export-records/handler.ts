import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { recordParamsSchema, type RecordFilter } from '@lab/shared/schemas/admin';
import { recordExportQuerySchema, type ExportFormat } from '@lab/shared/schemas/record-export';
import { CSV_CONTENT_TYPE } from '../../lib/export/csv';
import { exportFileName, recordExportStream } from '../../lib/export/record-export';
import { streamedApiHandler, type StreamResult } from '../../lib/middleware/api-handler';
import { recordRepositories, type RecordRepository } from '../../lib/records/record-repository';

const pathSchema = recordParamsSchema.pick({ kind: true });

type Repositories = { [K in RecordKind]: Pick<RecordRepository<K>, 'list'> };

/**
 * A list's filtered records as a CSV download, readable or with every field (`format`):
 * status and headers at once, then the rows as the reader takes them, a page at a time.
 */
export function main(
  kind: RecordKind,
  { format, ...filter }: RecordFilter & { format: ExportFormat; caller?: string },
  repositories: Repositories,
  now: Date = new Date(),
): StreamResult {
  return {
    statusCode: 200,
    headers: {
      'content-type': CSV_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${exportFileName(kind, now, format)}"`,
      // Records are private: no proxy or browser cache keeps a copy.
      'cache-control': 'no-store',
    },
    body: recordExportStream(kind, filter, repositories[kind] as Repositories[typeof kind], format),
  };
}

const repositories = recordRepositories();

export const handler = streamedApiHandler('export-records', {
  input: { path: pathSchema, query: recordExportQuerySchema },
  // The admin auth middleware, which ran before, put the verified claims on the event.
  run: async ({ path, query }, { event }) =>
    main(path.kind, { ...query, caller: event.admin!.username }, repositories),
  // Recorded before the first byte: an export that cannot be recorded is not sent.
  audit: {
    record: 'before-answer',
    actions: ({ path }) => ({
      event: 'records-exported',
      outcome: 'success',
      kind: path.kind,
    }),
  },
});
