import { RETENTION_METRICS } from '@lab/shared/lambda/metrics';
import { emitCount } from './emf';

/** Counts one retention purge that finished: the heartbeat whose absence alarms. */
export function countPurgeSucceeded(): void {
  emitCount({ namespace: RETENTION_METRICS.namespace, name: RETENTION_METRICS.succeeded });
}
