import { inLambda } from '../env';

/** One count in CloudWatch's embedded metric format: what to count, under which dimensions. */
export interface CountMetric {
  namespace: string;
  name: string;
  /** Dimension name → value; the count is also emitted without them. @default none */
  dimensions?: Readonly<Record<string, string>>;
}

/**
 * One embedded-metric-format document counting one event: under its dimensions (when it
 * has any) and under none, the total an alarm watches.
 */
export function countDocument(
  { namespace, name, dimensions = {} }: CountMetric,
  timestamp: number = Date.now(),
): string {
  const names = Object.keys(dimensions);
  return JSON.stringify({
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: [
        {
          Namespace: namespace,
          Dimensions: names.length > 0 ? [names, []] : [[]],
          Metrics: [{ Name: name, Unit: 'Count' }],
        },
      ],
    },
    ...dimensions,
    [name]: 1,
  });
}

/**
 * Counts one event in Lambda. Written straight to stdout: Lambda's console prefixes each
 * line with a timestamp and request id, and CloudWatch extracts metrics only from a line
 * that is a JSON object and nothing else. Outside Lambda no CloudWatch reads it, so
 * nothing is written.
 */
export function emitCount(metric: CountMetric): void {
  if (inLambda()) process.stdout.write(`${countDocument(metric)}\n`);
}
