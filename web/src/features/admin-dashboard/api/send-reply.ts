import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@lab/shared/api/routes';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { recordSchemaByKind, type RecordByKind } from '@lab/shared/schemas/records';
import type { ReplyInput } from '@lab/shared/schemas/replies';
import { useAdminSession } from '../hooks/use-admin-session';
import type { AdminClient } from './admin-client';
import { replaceCachedRecord } from './update-record';

export interface SendReplyInput<K extends RecordKind> {
  kind: K;
  id: string;
  reply: ReplyInput;
}

/**
 * `POST /api/admin/records/{kind}/{id}/reply`: resolves to the record with the reply on it;
 * a refusal throws the `ApiError` (400 with field messages, 404, 409 when the address
 * bounced or complained before or the record holds as many replies as it may, 502 when SES
 * refused it and nothing was kept: its message says which).
 */
export async function sendReply<K extends RecordKind>(
  client: AdminClient,
  { kind, id, reply }: SendReplyInput<K>,
): Promise<RecordByKind[K]> {
  const body = await client.json<unknown>(apiPath('reply-record', { kind, id }), {
    method: 'POST',
    body: reply,
  });
  return recordSchemaByKind[kind].parse(body) as RecordByKind[K];
}

/**
 * Sends a reply from a record's card, in the same queue as the record's other changes (one
 * mutation scope per record); the record is then shown as the API answered it.
 */
export function useSendReply<K extends RecordKind>(kind: K, id: string) {
  const queryClient = useQueryClient();
  const { client } = useAdminSession();
  return useMutation({
    scope: { id: `record:${kind}:${id}` },
    mutationFn: (reply: ReplyInput) => sendReply(client, { kind, id, reply }),
    onSuccess: (record) => replaceCachedRecord(queryClient, kind, record),
  });
}
