import {
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type * as z from 'zod';
import {
  adminLoginStepSchema,
  SIGN_IN_MESSAGES,
  type SignInAnswer,
} from '@lab/shared/schemas/admin';
import {
  answerChallenge,
  answerSignIn,
  CodeRefusedError,
  openStepHandle,
  refuseStep,
  releaseToken,
  sessionExpired,
  signInDepsFromEnv,
  startSignIn,
  type SignInDeps,
} from '../../lib/auth/sign-in';
import type { SignInHandleState } from '../../lib/auth/sign-in-handle';
import { USED_CODE_SECONDS, usedCodeKey, usedHandleKey } from '../../lib/auth/used-once';
import { HttpError } from '../../lib/http/http-error';
import { apiHandler } from '../../lib/middleware/api-handler';

type StepInput = z.output<typeof adminLoginStepSchema>;

/** A new password for an account whose password is temporary. */
async function newPassword(
  input: Extract<StepInput, { step: 'newPassword' }>,
  cognitoSession: string,
  deps: SignInDeps,
  accepted: () => Promise<void>,
): Promise<SignInAnswer> {
  const answer = await answerChallenge(
    {
      challenge: 'NEW_PASSWORD_REQUIRED',
      cognitoSession,
      username: input.username,
      responses: { NEW_PASSWORD: input.newPassword },
    },
    deps,
  ).catch((error: unknown) => {
    // The pool's password policy refused it: say what the policy asks for.
    if (error instanceof Error && error.name === 'InvalidPasswordException') {
      throw new HttpError(400, SIGN_IN_MESSAGES.passwordRules, {
        newPassword: SIGN_IN_MESSAGES.passwordRules,
      });
    }
    return refuseStep(error);
  });
  await accepted();
  // A password alone never releases a token: the account still has its code to give.
  return answerSignIn(
    answer,
    {
      username: input.username,
      codeChecked: false,
      signInAgain: () =>
        startSignIn({ username: input.username, password: input.newPassword }, deps).catch(
          refuseStep,
        ),
    },
    deps,
  );
}

/**
 * The step after the password: checks the session handle, refuses a locked username and a
 * code already given, answers Cognito's challenge, and answers the token or the next step.
 * A refused code counts towards the lock; a released token forgets the count. A handle is
 * answered once: the first step Cognito accepts uses it up.
 */
export async function main(input: StepInput, deps: SignInDeps): Promise<SignInAnswer> {
  const state = await openStepHandle(input, deps);
  await deps.guard.checkCode(input.username);
  const nowSeconds = Math.floor((deps.now ?? Date.now)() / 1000);
  const accepted = async () => {
    const handleExpiry = Math.ceil(state.expiresAt / 1000);
    if (!(await deps.usedOnce.claim(usedHandleKey(input.session), handleExpiry))) {
      throw sessionExpired();
    }
  };
  try {
    // Claimed before Cognito is asked: two requests with one code never both reach it,
    // and a code is checked at most once per username.
    if (input.step !== 'newPassword') {
      const key = usedCodeKey(input.username, input.code);
      if (!(await deps.usedOnce.claim(key, nowSeconds + USED_CODE_SECONDS))) {
        throw new CodeRefusedError(SIGN_IN_MESSAGES.codeUsed);
      }
    }
    const answer = await answerStep(input, state, deps, accepted);
    if ('token' in answer) await deps.guard.succeeded(input.username);
    return answer;
  } catch (error) {
    if (error instanceof CodeRefusedError) await deps.guard.codeFailed(input.username);
    throw error;
  }
}

/** Answers Cognito's challenge of the step; `accepted` once Cognito has accepted it. */
async function answerStep(
  input: StepInput,
  state: SignInHandleState,
  deps: SignInDeps,
  accepted: () => Promise<void>,
): Promise<SignInAnswer> {
  const { username } = input;
  const codeChecked = { username, codeChecked: true };
  if (input.step === 'newPassword') {
    if (!state.cognitoSession) throw sessionExpired();
    return newPassword(input, state.cognitoSession, deps, accepted);
  }
  if (input.step === 'mfaCode') {
    if (!state.cognitoSession) throw sessionExpired();
    const answer = await answerChallenge(
      {
        challenge: 'SOFTWARE_TOKEN_MFA',
        cognitoSession: state.cognitoSession,
        username,
        responses: { SOFTWARE_TOKEN_MFA_CODE: input.code },
      },
      deps,
    ).catch(refuseStep);
    await accepted();
    return answerSignIn(answer, codeChecked, deps);
  }
  // mfaSetup: the first code from the new authenticator confirms it.
  if (state.accessToken) {
    // An optional-MFA pool let the account in with its password: confirm the
    // authenticator, make it required for this account, then release the token.
    const AccessToken = state.accessToken;
    await deps.cognito
      .send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: input.code }))
      .catch(refuseStep);
    await accepted();
    await deps.cognito
      .send(
        new SetUserMFAPreferenceCommand({
          AccessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      )
      .catch(refuseStep);
    return releaseToken(AccessToken, undefined, deps);
  }
  if (!state.cognitoSession) throw sessionExpired();
  const verified = await deps.cognito
    .send(new VerifySoftwareTokenCommand({ Session: state.cognitoSession, UserCode: input.code }))
    .catch(refuseStep);
  if (verified.Status !== 'SUCCESS') throw new CodeRefusedError();
  const answer = await answerChallenge(
    {
      challenge: 'MFA_SETUP',
      cognitoSession: verified.Session ?? state.cognitoSession,
      username,
    },
    deps,
  ).catch(refuseStep);
  await accepted();
  return answerSignIn(answer, codeChecked, deps);
}

const deps = signInDepsFromEnv();

export const handler = apiHandler('admin-login-step', {
  input: { body: adminLoginStepSchema },
  run: ({ body }) => main(body, deps),
  // Each step's outcome is recorded, with the username the step names.
  audit: {
    record: 'sign-in',
    call: ({ body }) => body.step,
    username: ({ body }) => body.username,
  },
});
