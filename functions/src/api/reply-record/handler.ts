import * as z from 'zod';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import { LIMITS } from '@lab/shared/constants/limits';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { subjectWithReference } from '@lab/shared/constants/reply-templates';
import {
  MAIL_RECIPIENTS_TABLE,
  RECORD_TABLES,
  REQUESTER_EMAIL_FIELD,
} from '@lab/shared/data/tables';
import { recordParamsSchema, type RecordParams } from '@lab/shared/schemas/admin';
import type { AuditReason } from '@lab/shared/schemas/audit';
import type { AnyRecord } from '@lab/shared/schemas/records';
import { REPLY_MESSAGES, replySchema, type Reply } from '@lab/shared/schemas/replies';
import type { AuditAction } from '../../lib/audit/audit-entry';
import { dynamoClient } from '../../lib/aws/dynamo';
import { readEnv } from '../../lib/env';
import { json, type ApiResult } from '../../lib/http/response';
import { isUlid, newStamp } from '../../lib/ids';
import { logger } from '../../lib/logging/logger';
import { createRecipientStore, type RecipientStore } from '../../lib/mail/recipients';
import { createReplyStore, type ReplyStore, type StoredReply } from '../../lib/mail/replies';
import { replySenderFromEnv, type SendReply } from '../../lib/mail/ses-sender';
import { apiHandler } from '../../lib/middleware/api-handler';
import { recordRepositories, type RecordRepository } from '../../lib/records/record-repository';

type ReadRepository<K extends RecordKind> = Pick<RecordRepository<K>, 'get'>;

export interface ReplyDeps {
  repositories: { [K in RecordKind]: ReadRepository<K> };
  replies: Pick<ReplyStore, 'add' | 'move' | 'remove'>;
  recipients: Pick<RecipientStore, 'isSuppressed'>;
  /** The SES sender's reply: the requesters' configuration set, the header `reply/…`. */
  send: SendReply;
  /** @default Date.now */
  now?: () => number;
}

export interface ReplyRecordInput {
  path: RecordParams;
  body: Reply;
  /** The acting staff member's username, from the verified token. */
  by: string;
}

/** What one reply came to: the route's answer and its audit entry both follow from it. */
export type ReplyOutcome =
  /** Sent, and on the record (`sent`, or further if SES's events came first). */
  | { outcome: 'sent'; record: AnyRecord }
  /** No such record (or it went before the reply was written down). */
  | { outcome: 'missing' }
  /** The record holds LIMITS.repliesPerRecord replies already. */
  | { outcome: 'full' }
  /** The requester's address bounced or complained before: nothing sent, nothing stored. */
  | { outcome: 'suppressed' }
  /** SES refused or did not answer: the reply was taken back off the record. */
  | { outcome: 'failed' };

/** The address a record's requester gave. */
export function requesterAddress(kind: RecordKind, record: AnyRecord): string {
  return (record as unknown as Record<string, string>)[REQUESTER_EMAIL_FIELD[kind]] ?? '';
}

/**
 * The reply as it is stored before its e-mail goes: `sending`, so a reply on a record was
 * sent or is being sent (SES's Send event settles one whose function stopped half-way).
 */
export function pendingReply(
  { subject, text }: Reply,
  { id, by, at, reference }: { id: string; by: string; at: string; reference: string | null },
): StoredReply {
  return {
    id,
    at,
    by,
    // The reference in the subject lets the laboratory match the requester's answer.
    subject: subjectWithReference(subject, reference),
    text,
    delivery: { state: 'sending', at, reason: null },
  };
}

/**
 * E-mails staff's reply to the record's requester, from the laboratory, Reply-To its inbox,
 * and keeps it on the record. Refused before anything is sent or stored: an unknown record,
 * one holding LIMITS.repliesPerRecord replies, or an address on the suppression list (its
 * mail bounced for good or was marked as spam, and more would count against the account).
 */
export async function main(
  { path: { kind, id }, body, by }: ReplyRecordInput,
  deps: ReplyDeps,
): Promise<ReplyOutcome> {
  if (!isUlid(id)) return { outcome: 'missing' };
  const repository = deps.repositories[kind] as ReadRepository<RecordKind>;
  const record = await repository.get(id);
  if (!record) return { outcome: 'missing' };
  if (record.replies.length >= LIMITS.repliesPerRecord) return { outcome: 'full' };
  const to = requesterAddress(kind, record);
  if (await deps.recipients.isSuppressed(to)) return { outcome: 'suppressed' };

  const stamp = newStamp((deps.now ?? Date.now)());
  const reply = pendingReply(body, {
    id: stamp.id,
    by,
    at: stamp.createdAt,
    reference: record.reference,
  });
  const added = await deps.replies.add(kind, id, reply, LIMITS.repliesPerRecord);
  if (added !== 'added') return { outcome: added };

  const ref = { kind, id, replyId: reply.id };
  let messageId: string;
  try {
    messageId = await deps.send({
      reply: ref,
      to,
      replyTo: LABORATORY.email,
      subject: reply.subject,
      text: reply.text,
    });
  } catch (error) {
    logger.error('SES send failed', { kind, id, error: error as Error });
    await deps.replies.remove(ref);
    return { outcome: 'failed' };
  }
  // False when SES's Send event (or a later one) came first: it holds the message id too.
  await deps.replies.move(
    ref,
    {
      delivery: {
        state: 'sent',
        at: new Date((deps.now ?? Date.now)()).toISOString(),
        reason: null,
      },
      messageId,
    },
    ['sending'],
  );
  const updated = await repository.get(id);
  return updated ? { outcome: 'sent', record: updated } : { outcome: 'missing' };
}

/** The answer to staff: the record with the reply on it, or why nothing was sent. */
export function answer(outcome: ReplyOutcome): ApiResult {
  switch (outcome.outcome) {
    case 'sent':
      return json(200, outcome.record);
    case 'missing':
      return json(404, { message: REPLY_MESSAGES.notFound });
    case 'full':
      return json(409, { message: REPLY_MESSAGES.full });
    case 'suppressed':
      return json(409, { message: REPLY_MESSAGES.suppressed });
    case 'failed':
      return json(502, { message: REPLY_MESSAGES.failed });
  }
}

/** Why a reply was refused, as the audit trail names it. */
const REFUSALS = {
  missing: 'not-found',
  full: 'replies-full',
  suppressed: 'suppressed',
  failed: 'mail-failed',
} as const satisfies Record<Exclude<ReplyOutcome['outcome'], 'sent'>, AuditReason>;

/** What a reply records: the record it went to and whether it went; never its text. */
export function replyAction({ kind, id }: RecordParams, { outcome }: ReplyOutcome): AuditAction {
  const action: AuditAction = { event: 'reply-sent', outcome: 'success', kind, recordId: id };
  if (outcome === 'sent') return action;
  return { ...action, outcome: 'failure', reason: REFUSALS[outcome] };
}

const tableName = z.string().min(3);
const env = readEnv({
  ...Object.fromEntries(RECORD_KINDS.map((kind) => [RECORD_TABLES[kind].envVar, tableName])),
  [MAIL_RECIPIENTS_TABLE.envVar]: tableName,
}) as Record<string, string>;
const client = dynamoClient();
const deps: ReplyDeps = {
  repositories: recordRepositories(),
  replies: createReplyStore({
    client,
    tables: Object.fromEntries(
      RECORD_KINDS.map((kind) => [kind, env[RECORD_TABLES[kind].envVar]]),
    ) as Record<RecordKind, string>,
  }),
  recipients: createRecipientStore({
    client,
    tableName: env[MAIL_RECIPIENTS_TABLE.envVar] as string,
  }),
  send: replySenderFromEnv(),
};

export const handler = apiHandler('reply-record', {
  input: { path: recordParamsSchema, body: replySchema },
  // The admin auth middleware, which ran before, put the verified claims on the event.
  run: ({ path, body }, { event }) => main({ path, body, by: event.admin!.username }, deps),
  audit: {
    record: 'before-answer',
    actions: ({ path }, outcome: ReplyOutcome) => replyAction(path, outcome),
  },
  answer,
});
