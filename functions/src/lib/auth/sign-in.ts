import {
  AssociateSoftwareTokenCommand,
  GetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
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
import { appClientSecret, secretHash } from './app-client-secret';
import { secretValuesFromEnv, type SecretValues } from './secret-values';
import { sessionClaimsSchema, sessionStore, type SessionStore } from './session-store';
import { signInGuardFromEnv, type SignInGuard } from './sign-in-guard';
import { openSignInHandle, sealSignInHandle, type SignInHandleState } from './sign-in-handle';
import { usedOnceStore, type UsedOnceStore } from './used-once';

/**
 * What both sign-in routes need: the user pool's app client and its secret, the handle's
 * key, the guard, and the session table's records of sessions and of what is used once.
 */
export interface SignInDeps {
  cognito: Pick<CognitoIdentityProviderClient, 'send'>;
  clientId: string;
  /** The app client's secret, which every call that starts or answers a sign-in proves. */
  clientSecret: () => Promise<string>;
  /** The sign-in handle key: handles are sealed with its current value, opened with either. */
  handleKeys: SecretValues;
  /** Counts failures per username and refuses a locked one. */
  guard: SignInGuard;
  /** Where a released token's session is recorded: the admin routes accept no other. */
  sessions: Pick<SessionStore, 'record' | 'isDisabled'>;
  /** Authenticator codes and sign-in handles, each accepted once. */
  usedOnce: UsedOnceStore;
  now?: () => number;
}

/** The deps of a sign-in handler in Lambda or on the local stack, from its environment. */
export function signInDepsFromEnv(): SignInDeps {
  const env = readEnv({
    USER_POOL_ID: z.string().min(1),
    USER_POOL_CLIENT_ID: z.string().min(1),
  });
  const cognito = cognitoClient();
  const clientId = env.USER_POOL_CLIENT_ID;
  return {
    cognito,
    clientId,
    clientSecret: appClientSecret(cognito, { userPoolId: env.USER_POOL_ID, clientId }),
    handleKeys: secretValuesFromEnv('signInHandle'),
    guard: signInGuardFromEnv(),
    sessions: sessionStore(),
    usedOnce: usedOnceStore(),
  };
}

/** Starts a sign-in with a username and password on the app client, proving its secret. */
export async function startSignIn(
  { username, password }: { username: string; password: string },
  deps: SignInDeps,
): Promise<CognitoAnswer> {
  const SECRET_HASH = secretHash(await deps.clientSecret(), username, deps.clientId);
  return deps.cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: deps.clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password, SECRET_HASH },
    }),
  );
}

/** Answers a Cognito challenge of the sign-in on the app client, proving its secret. */
export async function answerChallenge(
  {
    challenge,
    cognitoSession,
    username,
    responses = {},
  }: {
    challenge: ChallengeNameType;
    cognitoSession: string;
    username: string;
    responses?: Record<string, string>;
  },
  deps: SignInDeps,
): Promise<CognitoAnswer> {
  const SECRET_HASH = secretHash(await deps.clientSecret(), username, deps.clientId);
  return deps.cognito.send(
    new RespondToAuthChallengeCommand({
      ClientId: deps.clientId,
      ChallengeName: challenge,
      Session: cognitoSession,
      ChallengeResponses: { USERNAME: username, SECRET_HASH, ...responses },
    }),
  );
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

/**
 * A wrong or expired authenticator code, or one already used: a failure the sign-in guard
 * counts, said under the code's field.
 */
export class CodeRefusedError extends HttpError {
  constructor(message: string = SIGN_IN_MESSAGES.codeRefused) {
    super(400, message, { code: message });
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

/**
 * The claims of a token Cognito has just handed this function (over TLS, in answer to its
 * own call): read, not verified.
 */
const claimsOf = (token: string): unknown =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());

/** Seconds until the token's `exp` claim; cognito-local leaves ExpiresIn out. */
export function secondsToExpiry(token: string, now: number): number {
  const exp = z.object({ exp: z.number() }).parse(claimsOf(token)).exp;
  return Math.max(0, Math.floor(exp - now / 1000));
}

/**
 * Releases a token whose code has been checked: records its session, which is what makes
 * every admin route accept it, and answers it with its lifetime (never more than the
 * deployed access-token lifetime, after which every admin route refuses the token;
 * cognito-local's say 24 hours).
 */
export async function releaseToken(
  token: string,
  expiresIn: number | undefined,
  deps: SignInDeps,
): Promise<SignInAnswer> {
  const now = (deps.now ?? Date.now)();
  const claims = sessionClaimsSchema.parse(claimsOf(token));
  // Cognito refuses a disabled account's password with this answer; a user pool that does
  // not (cognito-local) is refused here, before a session exists.
  if (await deps.sessions.isDisabled(claims.sub)) {
    throw new HttpError(401, ADMIN_LOGIN_MESSAGES.invalidCredentials);
  }
  if (!(await deps.sessions.record(claims, now))) {
    throw new Error('Cognito released a token whose session was already recorded');
  }
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
  const accessToken = answer.AuthenticationResult?.AccessToken;
  if (accessToken) {
    if (codeChecked) {
      return releaseToken(accessToken, answer.AuthenticationResult?.ExpiresIn, deps);
    }
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
