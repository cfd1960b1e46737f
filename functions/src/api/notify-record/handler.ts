import * as z from 'zod';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import {
  NOTIFY_MESSAGES,
  NOTIFY_REPEAT_SECONDS,
  notifyParamsSchema,
  type NotifyParams,
  type NotifyResponse,
} from '@lab/shared/schemas/admin';
import type { AuditReason } from '@lab/shared/schemas/audit';
import type { RecordByKind } from '@lab/shared/schemas/records';
import type { AuditAction } from '../../lib/audit/audit-entry';
import { readEnv } from '../../lib/env';
import { json, type ApiResult } from '../../lib/http/response';
import { logger } from '../../lib/logging/logger';
import { notificationEmail } from '../../lib/mail/notification-email';
import { sesSenderFromEnv, type SendNotify } from '../../lib/mail/ses-sender';
import { apiHandler } from '../../lib/middleware/api-handler';
import { recordRepositories, type RecordRepository } from '../../lib/records/record-repository';

type NotifyRepository<K extends RecordKind> = Pick<
  RecordRepository<K>,
  'get' | 'stampNotified' | 'unstampNotified'
>;

export interface NotifyDeps {
  repositories: { [K in RecordKind]: NotifyRepository<K> };
  /** The SES sender's notify: the configuration set, and the header `notify/<kind>/<id>`. */
  send: SendNotify;
  /** The laboratory's internal address the record goes to. */
  notifyTo: string;
  /** @default Date.now */
  now?: () => number;
}

/** What one notify came to: the route's answer and its audit entry both follow from it. */
export type NotifyOutcome =
  /** Sent to the laboratory's inbox, `to`; SES's id of the message. */
  | { outcome: 'sent'; to: string; messageId: string }
  /** No such record (or it went since it was read). */
  | { outcome: 'missing' }
  /** Notified within NOTIFY_REPEAT_SECONDS: it may go again in `retryAfterSeconds`. */
  | { outcome: 'too-soon'; retryAfterSeconds: number }
  /** SES refused or did not answer; the stamp was taken back (or only delays a retry). */
  | { outcome: 'failed' };

/** Whole seconds until a record notified at `notifiedAt` may be notified again. */
function secondsUntilAgain(notifiedAt: string, now: number): number {
  const remainingMs = Date.parse(notifiedAt) + NOTIFY_REPEAT_SECONDS * 1000 - now;
  return Math.min(NOTIFY_REPEAT_SECONDS, Math.max(1, Math.ceil(remainingMs / 1000)));
}

/**
 * E-mails one record to the laboratory's internal address, Reply-To the submitter, at
 * most once in NOTIFY_REPEAT_SECONDS: the record is stamped before the send, atomically,
 * so of concurrent requests one sends and the others are too soon; a failed send takes its
 * stamp back, so staff can retry at once.
 */
export async function main({ kind, id }: NotifyParams, deps: NotifyDeps): Promise<NotifyOutcome> {
  const repository = deps.repositories[kind] as NotifyRepository<RecordKind>;
  const record = await repository.get(id);
  if (!record) return { outcome: 'missing' };

  const now = (deps.now ?? Date.now)();
  const at = new Date(now).toISOString();
  const after = new Date(now - NOTIFY_REPEAT_SECONDS * 1000).toISOString();
  const stamp = await repository.stampNotified(id, { at, after });
  if (stamp.outcome === 'missing') return { outcome: 'missing' };
  if (stamp.outcome === 'recent') {
    return { outcome: 'too-soon', retryAfterSeconds: secondsUntilAgain(stamp.notifiedAt, now) };
  }

  let messageId: string;
  try {
    messageId = await deps.send({
      notify: { kind, id },
      to: deps.notifyTo,
      ...notificationEmail(kind, record as RecordByKind[typeof kind]),
    });
  } catch (error) {
    logger.error('SES send failed', { kind, id, error: error as Error });
    try {
      await repository.unstampNotified(id, { at, previous: stamp.previous });
    } catch (undoError) {
      // The send's failure is the answer; the stamp only delays a retry by the window.
      logger.error('Notify stamp not undone', { kind, id, error: undoError as Error });
    }
    return { outcome: 'failed' };
  }
  return { outcome: 'sent', to: deps.notifyTo, messageId };
}

const reply = (status: number, body: NotifyResponse) => json(status, body);

/** The answer to staff: notify's own `{ success, message }` shape, whatever it came to. */
export function answer(outcome: NotifyOutcome): ApiResult {
  switch (outcome.outcome) {
    case 'sent':
      return reply(200, { success: true, message: `Notification email sent to ${outcome.to}` });
    case 'missing':
      return reply(404, { success: false, message: NOTIFY_MESSAGES.notFound });
    case 'too-soon': {
      const result = reply(429, { success: false, message: NOTIFY_MESSAGES.tooSoon });
      return {
        ...result,
        headers: { ...result.headers, 'retry-after': String(outcome.retryAfterSeconds) },
      };
    }
    case 'failed':
      return reply(502, { success: false, message: NOTIFY_MESSAGES.failed });
  }
}

/** Why a notify was refused, as the audit trail names it. */
const REFUSALS = {
  missing: 'not-found',
  'too-soon': 'too-soon',
  failed: 'mail-failed',
} as const satisfies Record<Exclude<NotifyOutcome['outcome'], 'sent'>, AuditReason>;

/** What a notify records: the record it named, and whether it was sent. */
export function notifyAction({ kind, id }: NotifyParams, { outcome }: NotifyOutcome): AuditAction {
  const action: AuditAction = { event: 'record-notified', outcome: 'success', kind, recordId: id };
  if (outcome === 'sent') return action;
  return { ...action, outcome: 'failure', reason: REFUSALS[outcome] };
}

const env = readEnv({ NOTIFY_TO: z.email() });
const deps: NotifyDeps = {
  repositories: recordRepositories(),
  send: sesSenderFromEnv().notify,
  notifyTo: env.NOTIFY_TO,
};

export const handler = apiHandler('notify-record', {
  input: { path: notifyParamsSchema },
  run: ({ path }) => main(path, deps),
  audit: {
    record: 'before-answer',
    actions: ({ path }, outcome: NotifyOutcome) => notifyAction(path, outcome),
  },
  answer,
});
