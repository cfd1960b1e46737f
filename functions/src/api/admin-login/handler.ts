import type * as z from 'zod';
import { SIGN_IN_LOCKOUT } from '@lab/shared/constants/sign-in';
import {
  ADMIN_LOGIN_MESSAGES,
  adminLoginSchema,
  type SignInAnswer,
} from '@lab/shared/schemas/admin';
import {
  answerSignIn,
  refuseSignIn,
  signInDepsFromEnv,
  startSignIn,
  type SignInDeps,
} from '../../lib/auth/sign-in';
import { signInLocked } from '../../lib/auth/sign-in-guard';
import { HttpError } from '../../lib/http/http-error';
import { viewerOf } from '../../lib/http/viewer';
import { apiHandler } from '../../lib/middleware/api-handler';

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

/**
 * Cognito's own lockout in AWS (five failures in a row, then a lock doubling to about 15
 * minutes): a NotAuthorizedException that must not read as 'Invalid credentials'.
 */
const cognitoLockedOut = (error: unknown) =>
  error instanceof Error &&
  error.name === 'NotAuthorizedException' &&
  /password attempts exceeded/i.test(error.message);

/**
 * The password step: the token when Cognito asks nothing more (never, for an account that
 * has to use an authenticator), else the next step with its session handle. The guard
 * refuses before Cognito is asked while this client address (`address`, the viewer's) must
 * wait, so a refused attempt never counts towards Cognito's own lockout; a wrong password
 * counts towards the address's wait, a right one forgets it.
 */
export async function main(
  { username, password }: z.output<typeof adminLoginSchema>,
  deps: SignInDeps,
  address: string,
): Promise<SignInAnswer> {
  await deps.guard.checkPassword(username, address);
  const answer = await startSignIn({ username, password }, deps).catch(async (error: unknown) => {
    if (cognitoLockedOut(error)) {
      // Counted too, so an address that keeps trying is soon refused without asking
      // Cognito. How long Cognito's lock lasts is not said: at least the guard's first wait.
      const { lockedSeconds } = await deps.guard.passwordFailed(username, address);
      throw signInLocked(Math.max(lockedSeconds, SIGN_IN_LOCKOUT.address.firstLockSeconds));
    }
    if (error instanceof Error && BAD_CREDENTIALS.has(error.name)) {
      await deps.guard.passwordFailed(username, address);
      throw new HttpError(401, ADMIN_LOGIN_MESSAGES.invalidCredentials);
    }
    return refuseSignIn(error);
  });
  await deps.guard.passwordAccepted(username, address);
  return answerSignIn(answer, { username, codeChecked: false }, deps);
}

const deps = signInDepsFromEnv();

export const handler = apiHandler('admin-login', {
  input: { body: adminLoginSchema },
  run: ({ body }, { event }) => main(body, deps, viewerOf(event).ip),
  // Each sign-in and refusal is recorded, with the username that was typed.
  audit: { record: 'sign-in', call: () => 'password', username: ({ body }) => body.username },
});
