import * as z from 'zod';
import { isSampleKind, type SampleKind } from '@lab/shared/constants/samples';
import { MAX_LINK_TOKEN_LENGTH } from '@lab/shared/schemas/samples';
import { secretValuesFromEnv, type SecretValues } from '../../lib/auth/secret-values';
import {
  documentNotFound,
  documentSizeSchema,
  isDocumentName,
  pdfAnswer,
  renderDocument,
} from '../../lib/documents/document-answer';
import { linkedRecord } from '../../lib/documents/document-links';
import { verifyDocumentToken } from '../../lib/documents/document-token';
import type { ApiResult } from '../../lib/http/response';
import { logger } from '../../lib/logging/logger';
import { asIs, apiHandler } from '../../lib/middleware/api-handler';
import { recordRepository, type RecordRepository } from '../../lib/records/record-repository';

export interface GetDocumentDeps {
  repositories: { [K in SampleKind]: Pick<RecordRepository<K>, 'get'> };
  linkKey: SecretValues;
  /** @default Date.now */
  now?: () => number;
}

export const documentPathSchema = z.object({ document: z.string() });
/**
 * `t` is not checked here beyond being text: a missing, overlong or malformed token is
 * refused by `main` with the one 404 every refusal gets, never a 400 that tells them apart.
 */
export const documentQuerySchema = z.object({
  t: z.string().optional(),
  size: documentSizeSchema,
});

export interface GetDocumentInput {
  path: z.infer<typeof documentPathSchema>;
  query: z.infer<typeof documentQuerySchema>;
}

/**
 * A request's label or submission form, from its requester's link. Every refusal (no such
 * document, a missing, malformed, altered, expired or other purpose's token, the record
 * gone) answers the same 404; only the log line says which it was.
 */
export async function main(
  { path: { document }, query: { t: token, size } }: GetDocumentInput,
  { repositories, linkKey, now = Date.now }: GetDocumentDeps,
): Promise<ApiResult> {
  const refuse = (reason: string) => {
    logger.info('Document link refused', { reason });
    return documentNotFound();
  };
  if (!isDocumentName(document)) return refuse('no-such-document');
  if (!token || token.length > MAX_LINK_TOKEN_LENGTH) return refuse('malformed');
  const linked = linkedRecord(token);
  if (!linked || !isSampleKind(linked.kind)) return refuse('malformed');
  const { kind, id } = linked;
  const check = await verifyDocumentToken(token, { kind, id, purpose: document }, linkKey, now());
  if (!check.ok) return refuse(check.reason);
  const repository = repositories[kind] as Pick<RecordRepository<SampleKind>, 'get'>;
  const record = await repository.get(id);
  if (!record?.reference) return refuse('record-gone');
  return pdfAnswer(record.reference, document, await renderDocument(record, document, size));
}

const deps: GetDocumentDeps = {
  repositories: { resource: recordRepository('resource'), shipping: recordRepository('shipping') },
  linkKey: secretValuesFromEnv('documentLink'),
};

export const handler = apiHandler('get-document', {
  input: { path: documentPathSchema, query: documentQuerySchema },
  run: (input) => main(input, deps),
  answer: asIs,
});
