import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_METRICS } from '@lab/shared/lambda/metrics';
import { countSignInFailure } from './sign-in-failures';

/** The JSON lines written to stdout during `fn`. */
function written(fn: () => void): unknown[] {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    fn();
  } finally {
    write.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as unknown);
}

/** The embedded-metric-format document of one count without dimensions. */
const count = (name: string) => ({
  _aws: {
    Timestamp: expect.any(Number),
    CloudWatchMetrics: [
      {
        Namespace: SIGN_IN_METRICS.namespace,
        Dimensions: [[]],
        Metrics: [{ Name: name, Unit: 'Count' }],
      },
    ],
  },
  [name]: 1,
});

describe('the sign-in failure metrics', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('counts a failure, and a lockout when it locked the username, in Lambda', () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'lab-admin-login');
    expect(written(() => countSignInFailure({ locked: false }))).toEqual([
      count(SIGN_IN_METRICS.failures),
    ]);
    expect(written(() => countSignInFailure({ locked: true }))).toEqual([
      count(SIGN_IN_METRICS.failures),
      count(SIGN_IN_METRICS.lockouts),
    ]);
  });

  it('writes nothing outside Lambda', () => {
    expect(written(() => countSignInFailure({ locked: true }))).toEqual([]);
  });
});
