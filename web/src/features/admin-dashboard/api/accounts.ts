import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@lab/shared/api/routes';
import {
  accountAnswerSchema,
  accountListSchema,
  type Account,
  type InviteAccount,
  type UpdateAccount,
} from '@lab/shared/schemas/accounts';
import { useAdminSession } from '../hooks/use-admin-session';
import type { AdminClient } from './admin-client';
import { ADMIN_QUERY_KEY } from './get-dashboard';

const ACCOUNTS_KEY = [...ADMIN_QUERY_KEY, 'accounts'] as const;

/** `GET /api/admin/accounts`: every staff account, by username. */
export async function listAccounts(client: AdminClient, signal?: AbortSignal): Promise<Account[]> {
  const body = await client.json<unknown>(apiPath('list-accounts'), { ...(signal && { signal }) });
  return accountListSchema.parse(body).data;
}

/** `POST /api/admin/accounts`: the invitation; a refusal throws the `ApiError` (400, 409). */
export async function inviteAccount(client: AdminClient, invite: InviteAccount): Promise<Account> {
  const body = await client.json<unknown>(apiPath('invite-account'), {
    method: 'POST',
    body: invite,
  });
  return accountAnswerSchema.parse(body).account;
}

/** `PATCH /api/admin/accounts/{username}`: one change; a refusal throws (404, 409, 501). */
export async function updateAccount(
  client: AdminClient,
  username: string,
  change: UpdateAccount,
): Promise<Account> {
  const body = await client.json<unknown>(apiPath('update-account', { username }), {
    method: 'PATCH',
    body: change,
  });
  return accountAnswerSchema.parse(body).account;
}

export function accountsQueryOptions(client: AdminClient) {
  return queryOptions({
    queryKey: ACCOUNTS_KEY,
    queryFn: ({ signal }) => listAccounts(client, signal),
    staleTime: 0,
  });
}

export function useAccounts() {
  const { client } = useAdminSession();
  return useQuery(accountsQueryOptions(client));
}

/** The accounts list and the colleagues list (the assignee picker's) read again after a change: both show it. */
function useRefreshAccounts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
      queryClient.invalidateQueries({ queryKey: [...ADMIN_QUERY_KEY, 'colleagues'] }),
    ]);
}

export function useInviteAccount() {
  const { client } = useAdminSession();
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: (invite: InviteAccount) => inviteAccount(client, invite),
    onSuccess: refresh,
  });
}

export function useUpdateAccount() {
  const { client } = useAdminSession();
  const refresh = useRefreshAccounts();
  return useMutation({
    mutationFn: ({ username, change }: { username: string; change: UpdateAccount }) =>
      updateAccount(client, username, change),
    onSuccess: refresh,
  });
}
