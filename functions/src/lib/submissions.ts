import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { newReference } from '@lab/shared/constants/reference';
import type { CreatedResponse } from '@lab/shared/schemas/api-error';
import { newStamp, type Stamp } from './ids';
import type { NewRecord } from './records/item';
import type { RecordRepository } from './records/record-repository';

export interface SubmissionDeps<K extends RecordKind> {
  repository: Pick<RecordRepository<K>, 'create'>;
  stamp?: () => Stamp;
}

/**
 * Stores one public submission and answers with its id and reference number; a submission
 * repeating an idempotency key answers the first one's, storing nothing. A filled honeypot
 * field gets the same answer (a reference of the same form) with nothing stored, so a bot
 * cannot tell it was caught.
 */
export async function storeSubmission<K extends RecordKind>(
  honeypot: string | undefined,
  toRecord: (stamp: Stamp) => Omit<NewRecord<K>, 'reference'>,
  { repository, stamp = newStamp }: SubmissionDeps<K>,
  idempotencyKey?: string,
): Promise<CreatedResponse> {
  const s = stamp();
  if (honeypot) return { ok: true, id: s.id, reference: newReference() };
  const idempotency = idempotencyKey
    ? { key: idempotencyKey, now: Date.parse(s.createdAt) }
    : undefined;
  const { id, reference } = await repository.create(toRecord(s), idempotency);
  return { ok: true, id, reference };
}
