import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { NOTIFY_MESSAGES, notifyResponseSchema } from '@lab/shared/schemas/admin';
import { ApiError } from '../../../lib/api-client';
import { useAdminSession } from '../hooks/use-admin-session';
import type { AdminClient } from './admin-client';
import { isSessionExpired } from './admin-errors';

export interface NotifyInput {
  kind: RecordKind;
  id: string;
}

/** What a notify call came to: sent (with the server's message), or not (with why). */
export type NotifyOutcome =
  { sent: true; message: string } | { sent: false; message: string; status: number };

/**
 * `POST /api/admin/notify/{kind}/{id}`. An answer, ok or not, is read for `success` and
 * `message`; a request that got no answer throws, and so does a refused token (the
 * session is over: there is nothing to tell the admin about this notification).
 */
export async function notifyRecord(
  client: AdminClient,
  { kind, id }: NotifyInput,
): Promise<NotifyOutcome> {
  try {
    const body = notifyResponseSchema.safeParse(
      await client.json<unknown>(apiPath('notify-record', { kind, id }), { method: 'POST' }),
    );
    if (body.success && body.data.success) return { sent: true, message: body.data.message };
    return { sent: false, status: 200, message: body.data?.message || NOTIFY_MESSAGES.failed };
  } catch (error) {
    if (!(error instanceof ApiError) || isSessionExpired(error)) throw error;
    return {
      sent: false,
      status: error.status,
      message: error.serverMessage ?? NOTIFY_MESSAGES.failed,
    };
  }
}

export function useNotifyRecord() {
  const { client } = useAdminSession();
  return useMutation({ mutationFn: (input: NotifyInput) => notifyRecord(client, input) });
}
