import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
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
  answerSignIn,
  CodeRefusedError,
  openStepHandle,
  refuseStep,
  sessionExpired,
  signInDepsFromEnv,
  tokenAnswer,
  type SignInDeps,
} from '../../lib/auth/sign-in';
import type { SignInHandleState } from '../../lib/auth/sign-in-handle';
import { HttpError } from '../../lib/http/http-error';
import { apiHandler } from '../../lib/middleware/api-handler';

type StepInput = z.output<typeof adminLoginStepSchema>;

/** A new password for an account whose password is temporary. */
async function newPassword(
  input: Extract<StepInput, { step: 'newPassword' }>,
  cognitoSession: string,
  deps: SignInDeps,
): Promise<SignInAnswer> {
  const answer = await deps.cognito
    .send(
      new RespondToAuthChallengeCommand({
        ClientId: deps.clientId,
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        Session: cognitoSession,
        ChallengeResponses: { USERNAME: input.username, NEW_PASSWORD: input.newPassword },
      }),
    )
    .catch((error: unknown) => {
      // The pool's password policy refused it: say what the policy asks for.
      if (error instanceof Error && error.name === 'InvalidPasswordException') {
        throw new HttpError(400, SIGN_IN_MESSAGES.passwordRules, {
          newPassword: SIGN_IN_MESSAGES.passwordRules,
        });
      }
      return refuseStep(error);
    });
  // A password alone never releases a token: the account still has its code to give.
  return answerSignIn(
    answer,
    {
      username: input.username,
      codeChecked: false,
      signInAgain: () =>
        deps.cognito
          .send(
            new InitiateAuthCommand({
              AuthFlow: 'USER_PASSWORD_AUTH',
              ClientId: deps.clientId,
              AuthParameters: { USERNAME: input.username, PASSWORD: input.newPassword },
            }),
          )
          .catch(refuseStep),
    },
    deps,
  );
}

/**
 * The step after the password: checks the session handle, refuses a locked username,
 * answers Cognito's challenge, and answers the token or the next step. A refused code
 * counts towards the lock; a released token forgets the count.
 */
export async function main(input: StepInput, deps: SignInDeps): Promise<SignInAnswer> {
  const state = await openStepHandle(input, deps);
  await deps.guard.checkCode(input.username);
  try {
    const answer = await answerStep(input, state, deps);
    if ('token' in answer) await deps.guard.succeeded(input.username);
    return answer;
  } catch (error) {
    if (error instanceof CodeRefusedError) await deps.guard.codeFailed(input.username);
    throw error;
  }
}

/** Answers Cognito's challenge of the step. */
async function answerStep(
  input: StepInput,
  state: SignInHandleState,
  deps: SignInDeps,
): Promise<SignInAnswer> {
  const { username } = input;
  const codeChecked = { username, codeChecked: true };
  if (input.step === 'newPassword') {
    if (!state.cognitoSession) throw sessionExpired();
    return newPassword(input, state.cognitoSession, deps);
  }
  if (input.step === 'mfaCode') {
    if (!state.cognitoSession) throw sessionExpired();
    const answer = await deps.cognito
      .send(
        new RespondToAuthChallengeCommand({
          ClientId: deps.clientId,
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: state.cognitoSession,
          ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: input.code },
        }),
      )
      .catch(refuseStep);
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
    await deps.cognito
      .send(
        new SetUserMFAPreferenceCommand({
          AccessToken,
          SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
        }),
      )
      .catch(refuseStep);
    return tokenAnswer(AccessToken, undefined, (deps.now ?? Date.now)());
  }
  if (!state.cognitoSession) throw sessionExpired();
  const verified = await deps.cognito
    .send(new VerifySoftwareTokenCommand({ Session: state.cognitoSession, UserCode: input.code }))
    .catch(refuseStep);
  if (verified.Status !== 'SUCCESS') throw new CodeRefusedError();
  const answer = await deps.cognito
    .send(
      new RespondToAuthChallengeCommand({
        ClientId: deps.clientId,
        ChallengeName: 'MFA_SETUP',
        Session: verified.Session ?? state.cognitoSession,
        ChallengeResponses: { USERNAME: username },
      }),
    )
    .catch(refuseStep);
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
