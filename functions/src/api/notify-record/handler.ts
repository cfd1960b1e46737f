import type { RecordKind } from '@lab/shared/constants/record-kinds';
import {
  NOTIFY_MESSAGES,
  notifyParamsSchema,
  type NotifyParams,
  type NotifyResponse,
} from '@lab/shared/schemas/admin';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { json, type ApiResult } from '../../lib/http/response';
import { mailerFromEnv, type Mailer } from '../../lib/mail/mailer';
import { notificationEmail } from '../../lib/mail/notification-email';
import { apiHandler } from '../../lib/middleware/api-handler';
import { recordRepository, type RecordRepository } from '../../lib/repositories/record-repository';

export interface NotifyDeps {
  repositories: { [K in RecordKind]: Pick<RecordRepository<K>, 'get'> };
  mailer: Mailer;
}

const answer = (status: number, body: NotifyResponse) => json(status, body);

/** E-mails one record to the laboratory's internal address, Reply-To the submitter. */
export async function main({ kind, id }: NotifyParams, deps: NotifyDeps): Promise<ApiResult> {
  const repository = deps.repositories[kind] as Pick<RecordRepository<RecordKind>, 'get'>;
  const record = await repository.get(id);
  if (!record) return answer(404, { success: false, message: NOTIFY_MESSAGES.notFound });
  try {
    await deps.mailer.send(notificationEmail(kind, record as RecordByKind[typeof kind]));
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        message: 'SES send failed',
        kind,
        id,
        error: String(error),
      }),
    );
    return answer(502, { success: false, message: NOTIFY_MESSAGES.failed });
  }
  return answer(200, {
    success: true,
    message: `Notification email sent to ${deps.mailer.notifyTo}`,
  });
}

const deps: NotifyDeps = {
  repositories: {
    contact: recordRepository('contact'),
    resource: recordRepository('resource'),
    shipping: recordRepository('shipping'),
  },
  mailer: mailerFromEnv(),
};

export const handler = apiHandler('notify-record', { path: notifyParamsSchema }, async ({ path }) =>
  main(path, deps),
);
