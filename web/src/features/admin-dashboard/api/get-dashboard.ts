import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiPath } from '@lab/shared/api/routes';
import { dashboardSummarySchema } from '@lab/shared/schemas/admin';
import type { AdminClient } from './admin-client';

/** Every admin query key starts here, so logout can drop them all at once. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

export const DASHBOARD_QUERY_KEY = [...ADMIN_QUERY_KEY, 'dashboard'] as const;

/*
 * The totals are the spec's: they must show whatever else the answer carries. The open
 * counts are an addition, so an answer without valid ones (an API older than the web)
 * leaves them out rather than hiding the totals too.
 */
const totalsSchema = dashboardSummarySchema.pick({ counts: true }).extend({
  open: dashboardSummarySchema.shape.open.optional().catch(undefined),
  overdue: dashboardSummarySchema.shape.overdue.catch(undefined),
});
export type DashboardTotals = z.output<typeof totalsSchema>;

/**
 * `GET /api/admin/dashboard`: the totals the tabs and overview cards show, the open counts,
 * and how many open requests are past their promise.
 */
export function dashboardQueryOptions(client: AdminClient) {
  return queryOptions({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: async ({ signal }): Promise<DashboardTotals> =>
      totalsSchema.parse(await client.json<unknown>(apiPath('get-dashboard'), { signal })),
  });
}
