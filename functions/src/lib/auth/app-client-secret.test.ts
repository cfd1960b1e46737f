import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeCognito } from '../../../test/support/fake-cognito';
import { appClientSecret, secretHash } from './app-client-secret';

describe('the sign-in client secret', () => {
  it('is read from Cognito once, and asked again after a failed read', async () => {
    const cognito = fakeCognito({
      DescribeUserPoolClient: [
        { error: 'InternalErrorException' },
        { UserPoolClient: { ClientSecret: 's3cret' } },
      ],
    });
    const secret = appClientSecret(cognito, { userPoolId: 'pool', clientId: 'client' });
    await expect(secret()).rejects.toThrow('InternalErrorException');
    expect(await secret()).toBe('s3cret');
    expect(await secret()).toBe('s3cret');
    expect(cognito.calls).toEqual([
      { command: 'DescribeUserPoolClient', input: { UserPoolId: 'pool', ClientId: 'client' } },
      { command: 'DescribeUserPoolClient', input: { UserPoolId: 'pool', ClientId: 'client' } },
    ]);
  });

  it('refuses a client without a secret, rather than sign in without one', async () => {
    const cognito = fakeCognito({ DescribeUserPoolClient: { UserPoolClient: {} } });
    const secret = appClientSecret(cognito, { userPoolId: 'pool', clientId: 'client' });
    await expect(secret()).rejects.toThrow('The sign-in app client has no secret');
  });

  it('hashes the username and client id as Cognito documents SECRET_HASH', () => {
    const expected = createHmac('sha256', 'key').update('adminclient-1').digest('base64');
    expect(secretHash('key', 'admin', 'client-1')).toBe(expected);
    expect(secretHash('key', 'Admin', 'client-1')).not.toBe(expected);
  });
});
