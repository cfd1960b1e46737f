import {
  AssociateSoftwareTokenCommand,
  GetUserCommand,
  type AuthenticationResultType,
  type ChallengeNameType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import * as z from 'zod';
import {
  ACCESS_TOKEN_MINUTES,
  otpauthUri,
  SIGN_IN_HANDLE_MINUTES,
} from '@lab/shared/constants/sign-in';
import {
  ADMIN_LOGIN_MESSAGES,
  SIGN_IN_MESSAGES,
  type SignInAnswer,
  type SignInStep,
} from '@lab/shared/schemas/admin';
import { cognitoClient } from '../aws/cognito';
import { readEnv } from '../env';
import { HttpError } from '../http/http-error';
import { secretValuesFromEnv, type SecretValues } from './secret-values';
import { signInGuardFromEnv, type SignInGuard } from './sign-in-guard';
import { openSignInHandle, sealSignInHandle, type SignInHandleState } from './sign-in-handle';

/** What both sign-in routes need: the user pool's app client, the handle's key, the guard. */
export interface SignInDeps {
  cognito: Pick<CognitoIdentityProviderClient, 'send'>;
  clientId: string;
  /** The sign-in handle key: handles are sealed with its current value, opened with either. */
  handleKeys: SecretValues;
  /** Counts failures per username and refuses a locked one. */
  guard: SignInGuard;
  now?: () => number;
}

/** The deps of a sign-in handler in Lambda or on the local stack, from its environment. */
export function signInDepsFromEnv(): SignInDeps {
  return {
    cognito: cognitoClient(),
    clientId: readEnv({ USER_POOL_CLIENT_ID: z.string().min(1) }).USER_POOL_CLIENT_ID,
    handleKeys: secretValuesFromEnv('signInHandle'),
    guard: signInGuardFromEnv(),
  };
}

/** What Cognito answered a sign-in call with: tokens, or the challenge it asks next. */
export interface CognitoAnswer {
  AuthenticationResult?: AuthenticationResultType;
  ChallengeName?: ChallengeNameType | string;
  Session?: string;
}

const TOO_MANY = new Set(['TooManyRequestsException', 'TooManyFailedAttemptsException']);
const CODE_REFUSED = new Set([
  'CodeMismatchException',
  'EnableSoftwareTokenMFAException',
  'ExpiredCodeException',
]);

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

/**
 * Turns the Cognito errors every sign-in step can meet into answers; anything else is
 * rethrown (an outage is a 500, never a refusal).
 */
export function refuseSignIn(error: unknown): never {
  const name = errorName(error);
  if (TOO_MANY.has(name)) {
    throw new HttpError(429, SIGN_IN_MESSAGES.tooManyAttempts);
  }
  throw error;
}

/** A wrong or expired authenticator code: a failure the sign-in guard counts. */
export class CodeRefusedError extends HttpError {
  constructor() {
    super(400, SIGN_IN_MESSAGES.codeRefused, { code: SIGN_IN_MESSAGES.codeRefused });
  }
}

/** The errors of a step after the password: a refused code, or a challenge that has ended. */
export function refuseStep(error: unknown): never {
  const name = errorName(error);
  if (CODE_REFUSED.has(name)) throw new CodeRefusedError();
  // Cognito's answer to a used, expired or unknown challenge (and to a revoked token).
  if (name === 'NotAuthorizedException') throw sessionExpired();
  refuseSignIn(error);
}

export const sessionExpired = () => new HttpError(401, SIGN_IN_MESSAGES.sessionExpired);

/** Seconds until the token's `exp` claim; cognito-local leaves ExpiresIn out. */
export function secondsToExpiry(token: string, now: number): number {
  const payload: unknown = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
  );
  const exp = z.object({ exp: z.number() }).parse(payload).exp;
  return Math.max(0, Math.floor(exp - now / 1000));
}

/**
 * The token answer, with its lifetime: never more than the deployed access-token lifetime,
 * after which every admin route refuses the token (cognito-local's say 24 hours).
 */
export function tokenAnswer(token: string, expiresIn: number | undefined, now: number) {
  const seconds = expiresIn ?? secondsToExpiry(token, now);
  return { token, expiresIn: Math.min(seconds, ACCESS_TOKEN_MINUTES * 60) };
}

async function nextStep(
  step: SignInStep,
  state: Omit<SignInHandleState, 'step' | 'expiresAt'>,
  deps: SignInDeps,
  enrol?: { secret: string },
): Promise<SignInAnswer> {
  const now = (deps.now ?? Date.now)();
  const handle = sealSignInHandle(
    { ...state, step, expiresAt: now + SIGN_IN_HANDLE_MINUTES * 60_000 },
    await deps.handleKeys.current(),
  );
  return {
    next: step,
    // The API calls the handle `session`.
    session: handle,
    ...(enrol && { secret: enrol.secret, otpauthUri: otpauthUri(state.username, enrol.secret) }),
  };
}

/** What a sign-in step knows besides Cognito's answer. */
export interface SignInContext {
  username: string;
  /** True when the answer came from an authenticator code. */
  codeChecked: boolean;
  /**
   * Signs in again with the password the step was given (the new one, after a password
   * change), for an answer that skipped the account's code.
   */
  signInAgain?: () => Promise<CognitoAnswer>;
}

/**
 * Maps what Cognito answered to what the browser gets: the token, or the next step with a
 * sign-in handle. Tokens are released only when `codeChecked` (the answer came from an
 * authenticator code). Tokens without a code mean the pool let an account without an
 * authenticator in (MFA optional, see infra's auth construct): they are held back and the
 * account enrols an authenticator first. An account that has one is never enrolled again
 * on a password alone (that would let a stolen password replace the authenticator): it
 * signs in again and gives its code. (Cognito asks for the code itself after a password
 * change; cognito-local hands out tokens.)
 */
export async function answerSignIn(
  answer: CognitoAnswer,
  { username, codeChecked, signInAgain }: SignInContext,
  deps: SignInDeps,
): Promise<SignInAnswer> {
  const now = (deps.now ?? Date.now)();
  const accessToken = answer.AuthenticationResult?.AccessToken;
  if (accessToken) {
    if (codeChecked) return tokenAnswer(accessToken, answer.AuthenticationResult?.ExpiresIn, now);
    const { UserMFASettingList: mfa } = await deps.cognito
      .send(new GetUserCommand({ AccessToken: accessToken }))
      .catch(refuseSignIn);
    if (mfa?.includes('SOFTWARE_TOKEN_MFA')) {
      if (!signInAgain) throw new HttpError(403, ADMIN_LOGIN_MESSAGES.setupRequired);
      return answerSignIn(await signInAgain(), { username, codeChecked: false }, deps);
    }
    const { SecretCode } = await deps.cognito
      .send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }))
      .catch(refuseSignIn);
    if (!SecretCode) throw new Error('Cognito gave no authenticator secret');
    return nextStep('mfaSetup', { username, accessToken }, deps, { secret: SecretCode });
  }
  // The Cognito challenge the next step answers (Cognito calls it `Session`).
  const challenge = answer.Session;
  switch (challenge ? answer.ChallengeName : undefined) {
    case 'NEW_PASSWORD_REQUIRED':
      return nextStep('newPassword', { username, cognitoSession: challenge }, deps);
    case 'SOFTWARE_TOKEN_MFA':
      return nextStep('mfaCode', { username, cognitoSession: challenge }, deps);
    case 'MFA_SETUP': {
      const associated = await deps.cognito
        .send(new AssociateSoftwareTokenCommand({ Session: challenge }))
        .catch(refuseStep);
      if (!associated.SecretCode || !associated.Session) {
        throw new Error('Cognito gave no authenticator secret');
      }
      return nextStep('mfaSetup', { username, cognitoSession: associated.Session }, deps, {
        secret: associated.SecretCode,
      });
    }
    default:
      // SMS, e-mail or any other challenge this sign-in does not offer.
      throw new HttpError(403, ADMIN_LOGIN_MESSAGES.setupRequired);
  }
}

/**
 * Opens a step's sign-in handle (the API's `session` field); 401 sessionExpired unless it
 * was issued for this user and step. A handle that none of the cached key values opens is
 * tried again with the values read anew (at most every few seconds), as it may have been
 * sealed by a function that read the key after a rotation this one has not seen yet.
 */
export async function openStepHandle(
  { session: handle, username, step }: { session: string; username: string; step: SignInStep },
  deps: SignInDeps,
): Promise<SignInHandleState> {
  const now = (deps.now ?? Date.now)();
  let state = openSignInHandle(handle, await deps.handleKeys.current(), now);
  if (!state) {
    const fresh = await deps.handleKeys.refresh();
    if (fresh) state = openSignInHandle(handle, fresh, now);
  }
  if (!state || state.username !== username || state.step !== step) throw sessionExpired();
  return state;
}
