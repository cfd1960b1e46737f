import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { CreatedResponse } from '@lab/shared/schemas/api-error';
import { newStamp, type Stamp } from './ids';
import type { NewRecord, RecordRepository } from './repositories/record-repository';

export interface SubmissionDeps<K extends RecordKind> {
  repository: Pick<RecordRepository<K>, 'create'>;
  stamp?: () => Stamp;
}

/**
 * Stores one public submission and answers with its id. A filled honeypot field gets
 * the same answer with nothing stored, so a bot cannot tell it was caught.
 */
export async function storeSubmission<K extends RecordKind>(
  honeypot: string | undefined,
  toRecord: (stamp: Stamp) => NewRecord<K>,
  { repository, stamp = newStamp }: SubmissionDeps<K>,
): Promise<CreatedResponse> {
  const s = stamp();
  if (!honeypot) await repository.create(toRecord(s));
  return { ok: true, id: s.id };
}
