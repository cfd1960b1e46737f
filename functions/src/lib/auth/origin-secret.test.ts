import type { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNIT_ORIGIN_SECRET } from '../../../test/support/fixtures';
import {
  cachedOriginSecrets,
  OriginSecretUnavailable,
  originSecretsFromEnv,
  secretsManagerValues,
} from './origin-secret';

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

describe('reading the origin secret from Secrets Manager', () => {
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
    const secrets = cachedOriginSecrets({ load, now: () => now, maxAgeMs: 300_000 });
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
    const secrets = cachedOriginSecrets({ load });
    const all = Promise.all([secrets.current(), secrets.current(), secrets.current()]);
    release(['value']);
    expect(await all).toEqual([['value'], ['value'], ['value']]);
    expect(load).toHaveBeenCalledOnce();
  });

  it('reject as unavailable when no value was ever read, and are tried again on the next request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(['value']);
    const secrets = cachedOriginSecrets({ load });
    await expect(secrets.current()).rejects.toBeInstanceOf(OriginSecretUnavailable);
    expect(await secrets.current()).toEqual(['value']);
  });
});

describe('where the values come from', () => {
  it('is ORIGIN_SECRET outside Lambda, as the local stack sets it', async () => {
    const secrets = originSecretsFromEnv();
    expect(await secrets.current()).toEqual([UNIT_ORIGIN_SECRET]);
    expect(await secrets.refresh()).toBeNull();
  });

  it('is never ORIGIN_SECRET in Lambda: the function fails to start', () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'lab-notify');
    for (const name of ['DYNAMODB_ENDPOINT', 'COGNITO_ENDPOINT', 'SES_ENDPOINT']) {
      vi.stubEnv(name, undefined);
    }
    expect(() => originSecretsFromEnv()).toThrow(
      "Local stand-in settings are refused in AWS Lambda: ORIGIN_SECRET. Remove them from the function's environment.",
    );
  });

  it('is the secret named by ORIGIN_SECRET_ARN in Lambda', () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'lab-notify');
    for (const name of ['DYNAMODB_ENDPOINT', 'COGNITO_ENDPOINT', 'SES_ENDPOINT', 'ORIGIN_SECRET']) {
      vi.stubEnv(name, undefined);
    }
    // Nothing is read until the first request.
    expect(() => originSecretsFromEnv()).not.toThrow();
    vi.stubEnv('ORIGIN_SECRET_ARN', undefined);
    expect(() => originSecretsFromEnv()).toThrow(
      'Missing or invalid environment variables: ORIGIN_SECRET_ARN',
    );
  });
});
