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
import { json, type ApiResult } from '../../lib/http/response';
import { mailerFromEnv, type Mailer } from '../../lib/mail/mailer';
import { notificationEmail } from '../../lib/mail/notification-email';
import { apiHandler, asIs } from '../../lib/middleware/api-handler';
import { recordRepositories, type RecordRepository } from '../../lib/records/record-repository';

type NotifyRepository<K extends RecordKind> = Pick<
  RecordRepository<K>,
  'get' | 'stampNotified' | 'unstampNotified'
>;

export interface NotifyDeps {
  repositories: { [K in RecordKind]: NotifyRepository<K> };
  mailer: Mailer;
  /** @default Date.now */
  now?: () => number;
}

const answer = (status: number, body: NotifyResponse) => json(status, body);

const logError = (message: string, fields: Record<string, unknown>) =>
  console.error(JSON.stringify({ level: 'error', message, ...fields }));

/** 429 with the whole seconds until the record may be notified again. */
function tooSoon(notifiedAt: string, now: number): ApiResult {
  const remainingMs = Date.parse(notifiedAt) + NOTIFY_REPEAT_SECONDS * 1000 - now;
  const seconds = Math.min(NOTIFY_REPEAT_SECONDS, Math.max(1, Math.ceil(remainingMs / 1000)));
  const result = answer(429, { success: false, message: NOTIFY_MESSAGES.tooSoon });
  return { ...result, headers: { ...result.headers, 'retry-after': String(seconds) } };
}

/**
 * E-mails one record to the laboratory's internal address, Reply-To the submitter, at
 * most once in NOTIFY_REPEAT_SECONDS: the record is stamped before the send, atomically,
 * so of concurrent requests one sends and the others get a 429; a failed send takes its
 * stamp back, so staff can retry at once.
 */
export async function main({ kind, id }: NotifyParams, deps: NotifyDeps): Promise<ApiResult> {
  const repository = deps.repositories[kind] as NotifyRepository<RecordKind>;
  const record = await repository.get(id);
  if (!record) return answer(404, { success: false, message: NOTIFY_MESSAGES.notFound });

  const now = (deps.now ?? Date.now)();
  const at = new Date(now).toISOString();
  const after = new Date(now - NOTIFY_REPEAT_SECONDS * 1000).toISOString();
  const stamp = await repository.stampNotified(id, { at, after });
  if (stamp.outcome === 'missing') {
    return answer(404, { success: false, message: NOTIFY_MESSAGES.notFound });
  }
  if (stamp.outcome === 'recent') return tooSoon(stamp.notifiedAt, now);

  try {
    await deps.mailer.send(notificationEmail(kind, record as RecordByKind[typeof kind]));
  } catch (error) {
    logError('SES send failed', { kind, id, error: String(error) });
    try {
      await repository.unstampNotified(id, { at, previous: stamp.previous });
    } catch (undoError) {
      // The send's failure is the answer; the stamp only delays a retry by the window.
      logError('Notify stamp not undone', { kind, id, error: String(undoError) });
    }
    return answer(502, { success: false, message: NOTIFY_MESSAGES.failed });
  }
  return answer(200, {
    success: true,
    message: `Notification email sent to ${deps.mailer.notifyTo}`,
  });
}

/** The refusals notify answers with, by status, as the audit trail names them. */
const REFUSALS: Readonly<Record<number, AuditReason>> = {
  404: 'not-found',
  429: 'too-soon',
  502: 'mail-failed',
};

/** What a notify answer records: the record it named, and whether it was sent. */
export function notifyAction({ kind, id }: NotifyParams, result: ApiResult): AuditAction {
  const status = result.statusCode ?? 200;
  const action: AuditAction = { event: 'record-notified', outcome: 'success', kind, recordId: id };
  if (status < 400) return action;
  return { ...action, outcome: 'failure', reason: REFUSALS[status] ?? 'refused' };
}

const deps: NotifyDeps = {
  repositories: recordRepositories(),
  mailer: mailerFromEnv(),
};

export const handler = apiHandler('notify-record', {
  input: { path: notifyParamsSchema },
  run: ({ path }) => main(path, deps),
  audit: {
    record: 'before-answer',
    actions: ({ path }, result: ApiResult) => notifyAction(path, result),
  },
  answer: asIs,
});
