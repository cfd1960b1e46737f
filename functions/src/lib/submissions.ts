import { idempotencyKeyOf } from '@lab/shared/api/idempotency';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { newReference } from '@lab/shared/constants/reference';
import type { CreatedResponse } from '@lab/shared/schemas/api-error';
import type { LinkMaker } from './documents/document-links';
import type { ApiEvent } from './http/api-event';
import { viewerOf } from './http/viewer';
import { idTime, newStamp, type Stamp } from './ids';
import type { ClientTally } from './mail/receipt-caps';
import { countReceiptCapped } from './metrics/receipt-caps';
import type { NewRecord } from './records/item';
import type { RecordRepository } from './records/record-repository';

export interface SubmissionDeps<K extends RecordKind> {
  repository: Pick<RecordRepository<K>, 'create'>;
  stamp?: () => Stamp;
  /** Where each client address's requests are counted for its daily receipts. @default none */
  tally?: ClientTally;
  /**
   * Makes the request's document and status links, for the answer (issue 31: container and
   * shipping label requests). @default none (a contact message has no documents)
   */
  links?: LinkMaker;
}

/** What a submission's request says beside its body. */
export interface SubmissionRequest {
  /** The client's idempotency key, when it sent one. */
  idempotencyKey?: string;
  /** The viewer's IP address, for the daily receipt cap per client address. */
  client?: string;
}

/** A public form's request: its idempotency key and the viewer's address. */
export function submissionRequest(
  headers: Record<string, string | undefined>,
  event: Pick<ApiEvent, 'headers' | 'requestContext'>,
): SubmissionRequest {
  const idempotencyKey = idempotencyKeyOf(headers);
  return { ...(idempotencyKey && { idempotencyKey }), client: viewerOf(event).ip };
}

/**
 * Stores one public submission and answers with its id and reference number; a submission
 * repeating an idempotency key answers the first one's, storing nothing. A filled honeypot
 * field gets the same answer (a reference of the same form) with nothing stored, so a bot
 * cannot tell it was caught (its links, to a record that does not exist, open nothing). A
 * submission beyond its client address's daily receipts is stored and answered alike (the
 * requester cannot tell either); only its receipt is not sent.
 */
export async function storeSubmission<K extends RecordKind>(
  honeypot: string | undefined,
  toRecord: (stamp: Stamp) => Omit<NewRecord<K>, 'reference'>,
  { repository, stamp = newStamp, tally, links }: SubmissionDeps<K>,
  { idempotencyKey, client }: SubmissionRequest = {},
): Promise<CreatedResponse> {
  const s = stamp();
  const now = Date.parse(s.createdAt);
  const answer = async (id: string, reference: string): Promise<CreatedResponse> => ({
    ok: true,
    id,
    reference,
    // Signed as of the record's creation, read from its id, so that a repeated key's answer
    // gives the same links as the first (and the e-mails the same again).
    ...(links && { documents: await links(id, idTime(id)) }),
  });
  if (honeypot) return answer(s.id, newReference());
  const idempotency = idempotencyKey ? { key: idempotencyKey, now } : undefined;
  const counted = tally && client ? { tally, client, now } : undefined;
  const created = await repository.create(toRecord(s), idempotency, counted);
  if (created.receiptCapped) countReceiptCapped();
  return answer(created.id, created.reference);
}
