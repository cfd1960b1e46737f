import type { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SECRET_IDS, SECRETS } from '@lab/shared/security/secrets';
import { UNIT_SECRET_VALUES } from '../../../test/support/fixtures';
import { logger } from '../logging/logger';
import {
  cachedSecretValues,
  SecretUnavailable,
  secretsManagerValues,
  secretValuesFromEnv,
} from './secret-values';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const notFound = () =>
  Object.assign(new Error("Secrets Manager can't find the specified secret value"), {
    name: 'ResourceNotFoundException',
  });

/** A Secrets Manager client that answers from `stages` (a stage missing from it is not found). */
function fakeClient(stages: Partial<Record<'AWSCURRENT' | 'AWSPREVIOUS', string | Error>>) {
  const send = vi.fn(async (command: GetSecretValueCommand) => {
    const value = stages[command.input.VersionStage as keyof typeof stages];
    if (value instanceof Error) throw value;
    if (value === undefined) throw notFound();
    return { SecretString: value };
  });
  return { send } as unknown as { send: typeof send };
}

describe('reading a secret from Secrets Manager', () => {
  it('reads the current and the previous value of the named secret', async () => {
    const client = fakeClient({ AWSCURRENT: 'new', AWSPREVIOUS: 'old' });
    expect(await secretsManagerValues(client, 'arn:secret')()).toEqual(['new', 'old']);
    expect(client.send.mock.calls.map(([command]) => command.input)).toEqual([
      { SecretId: 'arn:secret', VersionStage: 'AWSCURRENT' },
      { SecretId: 'arn:secret', VersionStage: 'AWSPREVIOUS' },
    ]);
  });

  it('has only the current value before the first rotation', async () => {
    expect(await secretsManagerValues(fakeClient({ AWSCURRENT: 'only' }), 'arn:secret')()).toEqual([
      'only',
    ]);
  });

  it('fails when the current value cannot be read', async () => {
    const denied = Object.assign(new Error('denied'), { name: 'AccessDeniedException' });
    await expect(
      secretsManagerValues(fakeClient({ AWSCURRENT: denied, AWSPREVIOUS: 'old' }), 'arn')(),
    ).rejects.toThrow('denied');
    await expect(secretsManagerValues(fakeClient({}), 'arn')()).rejects.toThrow(notFound().message);
  });

  it('fails when the previous value cannot be read for another reason than its absence', async () => {
    const throttled = Object.assign(new Error('slow down'), { name: 'ThrottlingException' });
    await expect(
      secretsManagerValues(fakeClient({ AWSCURRENT: 'new', AWSPREVIOUS: throttled }), 'arn')(),
    ).rejects.toThrow('slow down');
  });
});

describe('the cached values', () => {
  it('are read again once they are older than the maximum age', async () => {
    let now = 0;
    const load = vi.fn(async () => [`value-${now}`]);
    const secrets = cachedSecretValues({
      secret: 'origin',
      load,
      now: () => now,
      maxAgeMs: 300_000,
    });
    expect(await secrets.current()).toEqual(['value-0']);
    now = 299_999;
    expect(await secrets.current()).toEqual(['value-0']);
    now = 300_000;
    expect(await secrets.current()).toEqual(['value-300000']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('are read once for concurrent requests', async () => {
    let release = (_values: string[]) => undefined as void;
    const load = vi.fn(() => new Promise<string[]>((resolve) => (release = resolve)));
    const secrets = cachedSecretValues({ secret: 'signInHandle', load });
    const all = Promise.all([secrets.current(), secrets.current(), secrets.current()]);
    release(['value']);
    expect(await all).toEqual([['value'], ['value'], ['value']]);
    expect(load).toHaveBeenCalledOnce();
  });

  it('are read again on request, at most once per interval', async () => {
    let now = 0;
    const load = vi.fn(async () => [`value-${now}`]);
    const secrets = cachedSecretValues({
      secret: 'signInHandle',
      load,
      now: () => now,
      minRefreshIntervalMs: 10_000,
    });
    expect(await secrets.current()).toEqual(['value-0']);
    now = 9_999;
    expect(await secrets.refresh()).toBeNull();
    now = 10_000;
    expect(await secrets.refresh()).toEqual(['value-10000']);
    expect(await secrets.current()).toEqual(['value-10000']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reject as unavailable when no value was ever read, logged with the secret it was, and are tried again on the next request', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(['value']);
    const secrets = cachedSecretValues({ secret: 'erasure', load });
    const refused = secrets.current();
    await expect(refused).rejects.toBeInstanceOf(SecretUnavailable);
    await expect(refused).rejects.toMatchObject({
      secret: 'erasure',
      message: 'Erasure key could not be read',
    });
    expect(logged).toHaveBeenCalledOnce();
    expect(logged.mock.calls[0]?.[0]).toBe('Erasure key could not be read');
    expect(logged.mock.calls[0]?.[1]).toMatchObject({
      secret: 'erasure',
      keptPreviousValues: false,
    });
    expect(await secrets.current()).toEqual(['value']);
  });

  it('keep the values read before when a later read fails', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    let now = 0;
    const load = vi.fn().mockResolvedValueOnce(['value']).mockRejectedValue(new Error('down'));
    const secrets = cachedSecretValues({ secret: 'origin', load, now: () => now, maxAgeMs: 1 });
    expect(await secrets.current()).toEqual(['value']);
    now = 60_000;
    expect(await secrets.current()).toEqual(['value']);
    expect(logged.mock.calls[0]?.[1]).toMatchObject({ keptPreviousValues: true });
  });
});

describe('where the values come from', () => {
  /** Lambda's environment: no local stand-in set. */
  const inLambda = () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'lab-notify');
    for (const name of ['DYNAMODB_ENDPOINT', 'COGNITO_ENDPOINT', 'SES_ENDPOINT']) {
      vi.stubEnv(name, undefined);
    }
    for (const id of SECRET_IDS) vi.stubEnv(SECRETS[id].localVar, undefined);
  };

  it.each(SECRET_IDS)(
    'is the local value outside Lambda, as the local stack sets it (%s)',
    async (id) => {
      const secrets = secretValuesFromEnv(id);
      expect(await secrets.current()).toEqual([UNIT_SECRET_VALUES[id]]);
      expect(await secrets.refresh()).toBeNull();
    },
  );

  it('is each secret on its own: a new origin secret changes neither key', async () => {
    vi.stubEnv('ORIGIN_SECRET', 'another-origin-secret-value');
    expect(await secretValuesFromEnv('origin').current()).toEqual(['another-origin-secret-value']);
    expect(await secretValuesFromEnv('signInHandle').current()).toEqual([
      UNIT_SECRET_VALUES.signInHandle,
    ]);
    expect(await secretValuesFromEnv('erasure').current()).toEqual([UNIT_SECRET_VALUES.erasure]);
  });

  it.each(SECRET_IDS)(
    'is never the local value in Lambda: the function fails to start (%s)',
    (id) => {
      inLambda();
      vi.stubEnv(SECRETS[id].localVar, 'a-local-value-of-enough-length');
      expect(() => secretValuesFromEnv(id)).toThrow(
        `Local stand-in settings are refused in AWS Lambda: ${SECRETS[id].localVar}. Remove them from the function's environment.`,
      );
    },
  );

  it.each(SECRET_IDS)('is the secret its ARN variable names in Lambda (%s)', (id) => {
    inLambda();
    // Nothing is read until the first request.
    expect(() => secretValuesFromEnv(id)).not.toThrow();
    vi.stubEnv(SECRETS[id].envVar, undefined);
    expect(() => secretValuesFromEnv(id)).toThrow(
      `Missing or invalid environment variables: ${SECRETS[id].envVar}`,
    );
  });
});
