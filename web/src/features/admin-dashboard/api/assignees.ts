import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { STAFF_ROLES } from '@lab/shared/api/routes';
import { useAdminSession } from '../hooks/use-admin-session';
import type { AdminClient } from './admin-client';
import { ADMIN_QUERY_KEY } from './get-dashboard';

/*
 * The colleagues a record can be assigned to. A stand-in for `useColleagues()`
 * (api/colleagues.ts, issue 30's accounts work), written to the same answer, so the
 * assignee control can switch to that hook, and the route's path and schema to the shared
 * route table and schema, once both are merged; until then the path is written here.
 */
const COLLEAGUES_PATH = '/api/admin/colleagues';

/** `GET /api/admin/colleagues`: `{ data: [{ username, role }] }`. */
const colleaguesSchema = z.object({
  data: z.array(z.object({ username: z.string().min(1), role: z.enum(STAFF_ROLES) })),
});
export type Colleague = z.output<typeof colleaguesSchema>['data'][number];

export const ASSIGNEES_QUERY_KEY = [...ADMIN_QUERY_KEY, 'assignees'] as const;

export function assigneesQueryOptions(client: AdminClient) {
  return queryOptions({
    queryKey: ASSIGNEES_QUERY_KEY,
    queryFn: async ({ signal }): Promise<Colleague[]> =>
      colleaguesSchema.parse(await client.json<unknown>(COLLEAGUES_PATH, { signal })).data,
    // The staff list changes a few times a year: one read serves every card of the session.
    staleTime: 10 * 60_000,
    // A dashboard without the route (or a refusal) still assigns: to oneself, to nobody.
    retry: false,
  });
}

/**
 * The colleagues to offer, read only once `enabled` (the picker opened): a card that is
 * only looked at asks nothing more than it did.
 */
export function useAssignees(enabled: boolean) {
  const { client } = useAdminSession();
  return useQuery({ ...assigneesQueryOptions(client), enabled });
}
