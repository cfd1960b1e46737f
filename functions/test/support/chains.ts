import type { ApiResult } from '../../src/lib/http/response';
import { apiHandler, asIs } from '../../src/lib/middleware/api-handler';

/**
 * The dashboard route's chain around `run`, for tests of what the chain does on an admin
 * route; it declares the route's audit, into a trail that keeps nothing.
 */
export function dashboardChain(run: () => Promise<ApiResult>) {
  return apiHandler('get-dashboard', {
    input: {},
    run,
    answer: asIs,
    audit: { record: 'before-answer', actions: { event: 'dashboard-viewed', outcome: 'success' } },
    trail: { append: async () => undefined },
  });
}
