import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN_MESSAGES } from '@lab/shared/schemas/admin';
import { useTestApi } from '../support/test-api';

const context = useTestApi();

describe('admin login against cognito-local', () => {
  it('tells a user whose temporary password must change so, instead of Invalid credentials', async () => {
    const { base, values } = context.api.env;
    const cognito = new CognitoIdentityProviderClient({
      endpoint: base.COGNITO_ENDPOINT,
      region: base.AWS_REGION,
      credentials: {
        accessKeyId: base.AWS_ACCESS_KEY_ID as string,
        secretAccessKey: base.AWS_SECRET_ACCESS_KEY as string,
      },
    });
    const username = `new-staff-${randomUUID().slice(0, 8)}`;
    const password = 'Temporary-Passw0rd!';
    // As an administrator creates an account in the console: it starts in FORCE_CHANGE_PASSWORD.
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: values.USER_POOL_ID,
        Username: username,
        TemporaryPassword: password,
        MessageAction: 'SUPPRESS',
      }),
    );
    cognito.destroy();

    const res = await context.api.request('POST', '/api/admin/login', {
      body: { username, password },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ message: ADMIN_LOGIN_MESSAGES.passwordChangeRequired });
  });
});
