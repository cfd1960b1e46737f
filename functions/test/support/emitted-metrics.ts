import { vi } from 'vitest';

/** One embedded-metric-format document as the metrics helpers write it. */
export interface EmittedMetric {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][] }[] };
  [field: string]: unknown;
}

/**
 * Runs `fn` as in Lambda (where the metrics helpers write) and returns the metric
 * documents it wrote to stdout, in order.
 */
export async function emittedMetrics(fn: () => unknown): Promise<EmittedMetric[]> {
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'lab-test');
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await fn();
  } finally {
    write.mockRestore();
    vi.unstubAllEnvs();
  }
  return lines
    .filter((line) => line.startsWith('{"_aws"'))
    .map((line) => JSON.parse(line) as EmittedMetric);
}

/** The metric names (and dimension values) of each document, for short assertions. */
export const metricNames = (docs: EmittedMetric[], dimension?: string) =>
  docs.map((doc) => {
    const name = Object.keys(doc).find((key) => key !== '_aws' && typeof doc[key] === 'number')!;
    return dimension && typeof doc[dimension] === 'string'
      ? `${name}:${String(doc[dimension])}`
      : name;
  });
