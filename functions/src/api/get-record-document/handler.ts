import * as z from 'zod';
import { SAMPLE_KINDS, type SampleKind } from '@lab/shared/constants/samples';
import type { AuditAction } from '../../lib/audit/audit-entry';
import {
  documentNotFound,
  documentSizeSchema,
  isDocumentName,
  pdfAnswer,
  renderDocument,
} from '../../lib/documents/document-answer';
import type { ApiResult } from '../../lib/http/response';
import { isUlid } from '../../lib/ids';
import { asIs, apiHandler } from '../../lib/middleware/api-handler';
import { recordRepository, type RecordRepository } from '../../lib/records/record-repository';

export interface GetRecordDocumentDeps {
  repositories: { [K in SampleKind]: Pick<RecordRepository<K>, 'get'> };
}

// Kind and document are checked by `main`, so an unknown one is the same 404 as a missing record.
export const recordDocumentPathSchema = z.object({
  kind: z.string(),
  id: z.string().trim().min(1).max(64),
  document: z.string(),
});
export const recordDocumentQuerySchema = z.object({ size: documentSizeSchema });

export interface GetRecordDocumentInput {
  path: z.infer<typeof recordDocumentPathSchema>;
  query: z.infer<typeof recordDocumentQuerySchema>;
}

/** The sample kind a path names, or null (a contact message prints nothing). */
const sampleKindOf = (kind: string): SampleKind | null =>
  SAMPLE_KINDS.find((known) => known === kind) ?? null;

/** A request's label or submission form for staff, by its kind and id; 404 for anything else. */
export async function main(
  { path: { kind, id, document }, query: { size } }: GetRecordDocumentInput,
  { repositories }: GetRecordDocumentDeps,
): Promise<ApiResult> {
  const sampleKind = sampleKindOf(kind);
  if (!sampleKind || !isDocumentName(document) || !isUlid(id)) return documentNotFound();
  const repository = repositories[sampleKind] as Pick<RecordRepository<SampleKind>, 'get'>;
  const record = await repository.get(id);
  if (!record?.reference) return documentNotFound();
  return pdfAnswer(record.reference, document, await renderDocument(record, document, size));
}

/** Printing a request's document is recorded: whose label or form, and whether there was one. */
export function documentAction(
  { path: { kind, id } }: GetRecordDocumentInput,
  answer: ApiResult,
): AuditAction {
  const base = { event: 'document-printed', recordId: id } as const;
  const sampleKind = sampleKindOf(kind);
  const known = sampleKind ? { kind: sampleKind } : {};
  return answer.statusCode === 200
    ? { ...base, ...known, outcome: 'success' }
    : { ...base, ...known, outcome: 'failure', reason: 'not-found' };
}

const deps: GetRecordDocumentDeps = {
  repositories: { resource: recordRepository('resource'), shipping: recordRepository('shipping') },
};

export const handler = apiHandler('get-record-document', {
  input: { path: recordDocumentPathSchema, query: recordDocumentQuerySchema },
  run: (input) => main(input, deps),
  audit: { record: 'before-answer', actions: documentAction },
  answer: asIs,
});
