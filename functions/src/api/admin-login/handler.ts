import {
  InitiateAuthCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import {
  ADMIN_LOGIN_MESSAGES,
  adminLoginSchema,
  type AdminLoginResponse,
} from '@lab/shared/schemas/admin';
import { cognitoClient } from '../../lib/aws/cognito';
import { readEnv } from '../../lib/env';
import { HttpError } from '../../lib/http/http-error';
import { json } from '../../lib/http/response';
import { apiHandler } from '../../lib/middleware/api-handler';

export interface LoginDeps {
  cognito: Pick<CognitoIdentityProviderClient, 'send'>;
  clientId: string;
  now?: () => number;
}

/*
 * Cognito says NotAuthorizedException for a wrong password (cognito-local says
 * InvalidPasswordException) and UserNotFoundException when user existence errors are
 * not suppressed. All of them get the same answer, so the answer reveals no usernames.
 */
const BAD_CREDENTIALS = new Set([
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
]);

/** Seconds until the token's `exp` claim; cognito-local leaves ExpiresIn out. */
function secondsToExpiry(token: string, now: number): number {
  const payload: unknown = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
  );
  const exp = z.object({ exp: z.number() }).parse(payload).exp;
  return Math.max(0, Math.floor(exp - now / 1000));
}

/** Exchanges the admin's username and password for a Cognito access token. */
export async function main(
  { username, password }: z.output<typeof adminLoginSchema>,
  { cognito, clientId, now = Date.now }: LoginDeps,
): Promise<AdminLoginResponse> {
  let result;
  try {
    result = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: username, PASSWORD: password },
      }),
    );
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (BAD_CREDENTIALS.has(name))
      throw new HttpError(401, ADMIN_LOGIN_MESSAGES.invalidCredentials);
    if (name === 'TooManyRequestsException' || name === 'TooManyFailedAttemptsException') {
      throw new HttpError(
        429,
        'Too many sign-in attempts. Please wait a few minutes and try again.',
      );
    }
    throw error;
  }
  const token = result.AuthenticationResult?.AccessToken;
  if (!token) {
    // A challenge cannot be completed on this screen; say which, so staff know what to do.
    throw new HttpError(
      403,
      result.ChallengeName === 'NEW_PASSWORD_REQUIRED'
        ? ADMIN_LOGIN_MESSAGES.passwordChangeRequired
        : ADMIN_LOGIN_MESSAGES.setupRequired,
    );
  }
  return {
    token,
    expiresIn: result.AuthenticationResult?.ExpiresIn ?? secondsToExpiry(token, now()),
  };
}

const deps: LoginDeps = {
  cognito: cognitoClient(),
  clientId: readEnv({ USER_POOL_CLIENT_ID: z.string().min(1) }).USER_POOL_CLIENT_ID,
};

export const handler = apiHandler('admin-login', { body: adminLoginSchema }, async ({ body }) =>
  json(200, await main(body, deps)),
);
