import { API_METRICS } from '@lab/shared/lambda/metrics';
import { emitCount } from './emf';

/**
 * Counts one 5xx answer of `handler` in Lambda, under the handler's dimension and under
 * none (the total the alarm watches). Outside Lambda nothing is written: the cause is
 * logged anyway.
 */
export function countServerError(handler: string): void {
  emitCount({
    namespace: API_METRICS.namespace,
    name: API_METRICS.serverErrors,
    dimensions: { [API_METRICS.dimension]: handler },
  });
}
