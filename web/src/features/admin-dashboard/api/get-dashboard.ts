import { queryOptions } from '@tanstack/react-query';
import { apiPath } from '@lab/shared/api/routes';
import { dashboardSummarySchema, type DashboardSummary } from '@lab/shared/schemas/admin';
import { apiJson } from '../../../lib/api-client';

/** Every admin query key starts here, so logout can drop them all at once. */
export const ADMIN_QUERY_KEY = ['admin'] as const;

/** `GET /api/admin/dashboard`: the totals the tabs and overview cards show. */
export function dashboardQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...ADMIN_QUERY_KEY, 'dashboard'],
    queryFn: async ({ signal }): Promise<DashboardSummary> =>
      dashboardSummarySchema.parse(
        await apiJson<unknown>(apiPath('get-dashboard'), { token, signal }),
      ),
  });
}
