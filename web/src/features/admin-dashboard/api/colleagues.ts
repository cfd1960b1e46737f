import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath } from '@lab/shared/api/routes';
import { colleagueListSchema, type Colleague } from '@lab/shared/schemas/accounts';
import { useAdminSession } from '../hooks/use-admin-session';
import type { AdminClient } from './admin-client';
import { ADMIN_QUERY_KEY } from './get-dashboard';

/** `GET /api/admin/colleagues`: enabled accounts with a role, by username. */
export async function listColleagues(
  client: AdminClient,
  signal?: AbortSignal,
): Promise<Colleague[]> {
  const body = await client.json<unknown>(apiPath('list-colleagues'), {
    ...(signal && { signal }),
  });
  return colleagueListSchema.parse(body).data;
}

export function colleaguesQueryOptions(client: AdminClient) {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'colleagues'],
    queryFn: ({ signal }) => listColleagues(client, signal),
    // Accounts change rarely; a picker opened again within a few minutes need not ask.
    staleTime: 5 * 60 * 1000,
    // A refusal or a network failure still leaves the picker's "me" and "Nobody".
    retry: false,
  });
}

/**
 * Whom a request may be assigned to (the assignee picker's list), read only once `enabled`
 * (the picker opened): a card that is only looked at asks nothing more than it did.
 */
export function useColleagues(enabled = true) {
  const { client } = useAdminSession();
  return useQuery({ ...colleaguesQueryOptions(client), enabled });
}
