import { API_METRICS } from '@lab/shared/lambda/metrics';
import { inLambda } from '../env';

/**
 * One CloudWatch embedded-metric-format document counting one 5xx answer of `handler`,
 * under the handler's dimension and under none (the total the alarm watches).
 */
export function serverErrorMetric(handler: string, timestamp: number = Date.now()): string {
  const { namespace, serverErrors, dimension } = API_METRICS;
  return JSON.stringify({
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: [
        {
          Namespace: namespace,
          Dimensions: [[dimension], []],
          Metrics: [{ Name: serverErrors, Unit: 'Count' }],
        },
      ],
    },
    [dimension]: handler,
    [serverErrors]: 1,
  });
}

/**
 * Counts one 5xx answer in Lambda. Written straight to stdout: Lambda's console prefixes
 * each line with a timestamp and request id, and CloudWatch extracts metrics only from a
 * line that is a JSON object and nothing else. Outside Lambda no CloudWatch reads it,
 * and the cause is logged anyway, so nothing is written.
 */
export function countServerError(handler: string): void {
  if (inLambda()) process.stdout.write(`${serverErrorMetric(handler)}\n`);
}
