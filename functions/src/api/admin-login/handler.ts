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
 * has to use an authenticator), else the next step with its session handle. A locked
 * username is refused before Cognito is asked, so even its right password waits; a wrong
 * password counts towards the lock.
 */
export async function main(
  { username, password }: z.output<typeof adminLoginSchema>,
  deps: SignInDeps,
): Promise<SignInAnswer> {
  await deps.guard.check(username);
  const answer = await startSignIn({ username, password }, deps).catch(async (error: unknown) => {
    if (cognitoLockedOut(error)) {
      // Counted too, so the guard soon refuses the username without asking Cognito. How
      // long Cognito's lock lasts is not said: at least the guard's first lock.
      const { lockedSeconds } = await deps.guard.failed(username);
      throw signInLocked(Math.max(lockedSeconds, SIGN_IN_LOCKOUT.firstLockSeconds));
    }
    if (error instanceof Error && BAD_CREDENTIALS.has(error.name)) {
      await deps.guard.failed(username);
      throw new HttpError(401, ADMIN_LOGIN_MESSAGES.invalidCredentials);
    }
    return refuseSignIn(error);
  });
  return answerSignIn(answer, { username, codeChecked: false }, deps);
}

const deps = signInDepsFromEnv();

export const handler = apiHandler('admin-login', {
  input: { body: adminLoginSchema },
  run: ({ body }) => main(body, deps),
  // Each sign-in and refusal is recorded, with the username that was typed.
  audit: { record: 'sign-in', call: () => 'password', username: ({ body }) => body.username },
});
