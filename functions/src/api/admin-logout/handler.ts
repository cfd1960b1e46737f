import {
  GlobalSignOutCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type * as z from 'zod';
import { adminLogoutSchema, type AdminLogoutResponse } from '@lab/shared/schemas/admin';
import { sessionStore, type SessionClaims, type SessionStore } from '../../lib/auth/session-store';
import { cognitoClient } from '../../lib/aws/cognito';
import { apiHandler } from '../../lib/middleware/api-handler';

export interface LogoutDeps {
  sessions: Pick<SessionStore, 'revoke' | 'endAll'>;
  cognito: Pick<CognitoIdentityProviderClient, 'send'>;
  now?: () => number;
}

/**
 * Errors that mean "this Cognito cannot sign out globally": cognito-local answers an
 * operation it lacks with `CognitoLocal#Unsupported`. The sessions table has already
 * refused the admin's tokens by then; only refresh tokens (which no browser holds: the
 * sign-in hands out the access token alone) would outlive it there.
 */
function unsupported(error: unknown): boolean {
  return error instanceof Error && /unsupported/i.test(`${error.name} ${error.message}`);
}

/**
 * Ends the caller's session: its token is refused by every admin route from now on. With
 * `everywhere`, every token of the admin issued until now is refused too, and Cognito
 * signs the user out globally, so no refresh token of theirs works either.
 */
export async function main(
  { everywhere = false }: z.output<typeof adminLogoutSchema>,
  { claims, token }: { claims: SessionClaims; token: string },
  deps: LogoutDeps,
): Promise<AdminLogoutResponse> {
  await deps.sessions.revoke(claims);
  if (!everywhere) return { everywhere };
  await deps.sessions.endAll(claims, (deps.now ?? Date.now)());
  try {
    await deps.cognito.send(new GlobalSignOutCommand({ AccessToken: token }));
  } catch (error) {
    // Already signed out in Cognito (by another global sign-out): the goal is reached.
    if (error instanceof Error && error.name === 'NotAuthorizedException') return { everywhere };
    if (!unsupported(error)) throw error;
  }
  return { everywhere };
}

const deps: LogoutDeps = { sessions: sessionStore(), cognito: cognitoClient() };
export const handler = apiHandler('admin-logout', {
  input: { body: adminLogoutSchema },
  run: ({ body }, { event }) => {
    // Both set by the admin auth middleware, which ran before.
    const claims = event.admin as SessionClaims;
    const token = (event.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
    return main(body, { claims, token }, deps);
  },
  // Recorded after the fact, and not required: a sign-out protects the account, so an
  // audit table that cannot be written must not keep a session alive (the log has it).
  audit: {
    record: 'after-answer',
    actions: (_, answer: AdminLogoutResponse) => ({
      event: answer.everywhere ? 'logout-everywhere' : 'logout',
      outcome: 'success',
    }),
  },
});
