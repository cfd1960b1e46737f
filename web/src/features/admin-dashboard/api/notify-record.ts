import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { NOTIFY_MESSAGES, notifyResponseSchema } from '@lab/shared/schemas/admin';
import { ApiError, apiJson } from '../../../lib/api-client';

export interface NotifyInput {
  kind: RecordKind;
  id: string;
  token: string;
}

/** What a notify call came to: sent (with the server's message), or not (with why). */
export type NotifyOutcome =
  { sent: true; message: string } | { sent: false; message: string; status: number };

/**
 * `POST /api/admin/notify/{kind}/{id}`. An answer, ok or not, is read for `success` and
 * `message`; a request that got no answer throws.
 */
export async function notifyRecord({ kind, id, token }: NotifyInput): Promise<NotifyOutcome> {
  try {
    const body = notifyResponseSchema.safeParse(
      await apiJson<unknown>(apiPath('notify-record', { kind, id }), { method: 'POST', token }),
    );
    if (body.success && body.data.success) return { sent: true, message: body.data.message };
    return { sent: false, status: 200, message: body.data?.message || NOTIFY_MESSAGES.failed };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      sent: false,
      status: error.status,
      message: error.serverMessage ?? NOTIFY_MESSAGES.failed,
    };
  }
}

export function useNotifyRecord() {
  return useMutation({ mutationFn: notifyRecord });
}
