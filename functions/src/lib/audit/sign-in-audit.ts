import {
  ADMIN_LOGIN_MESSAGES,
  SIGN_IN_MESSAGES,
  type SignInAnswer,
  type SignInStep,
} from '@lab/shared/schemas/admin';
import type { AuditEvent, AuditReason } from '@lab/shared/schemas/audit';
import { HttpError } from '../http/http-error';
import { buildAuditEntry, type AuditSource } from './audit-entry';
import type { AuditStore } from './audit-store';
import { recordOrLog } from './record';

/** Which sign-in call: the password, or a step after it. */
export type SignInCall = 'password' | SignInStep;

/** The reason a sign-in refusal is recorded with, from the answer it got. */
export function refusalReason({ status, message }: HttpError): AuditReason {
  if (status === 429) return 'locked';
  if (status === 403) return 'setup-required';
  if (status === 401 && message === ADMIN_LOGIN_MESSAGES.invalidCredentials) {
    return 'invalid-credentials';
  }
  if (status === 401 && message === SIGN_IN_MESSAGES.sessionExpired) return 'session-expired';
  if (status === 400 && message === SIGN_IN_MESSAGES.codeRefused) return 'wrong-code';
  if (status === 400 && message === SIGN_IN_MESSAGES.passwordRules) return 'password-rejected';
  return 'refused';
}

/**
 * The events a successful answer records: a new password once it is accepted, an
 * authenticator once its first code released a token, and a sign-in whenever a token is
 * released. A password that only leads to the next step is not a sign-in yet.
 */
export function signInEvents(call: SignInCall, answer: SignInAnswer): AuditEvent[] {
  const token = 'token' in answer;
  return [
    ...(call === 'newPassword' ? (['password-changed'] as const) : []),
    ...(call === 'mfaSetup' && token ? (['mfa-enrolled'] as const) : []),
    ...(token ? (['sign-in'] as const) : []),
  ];
}

/**
 * Runs one sign-in call and records it, with the username that was typed as the actor.
 * A refusal (an HttpError) is recorded with its reason and still answered if the entry
 * cannot be written; a token is released only once its entries are stored. An outage (any
 * other error) is the error handler's, and records nothing.
 */
export async function auditedSignIn(
  call: SignInCall,
  source: AuditSource,
  trail: Pick<AuditStore, 'append'>,
  attempt: () => Promise<SignInAnswer>,
  now: () => number = Date.now,
): Promise<SignInAnswer> {
  let answer: SignInAnswer;
  try {
    answer = await attempt();
  } catch (error) {
    if (error instanceof HttpError) {
      const reason = refusalReason(error);
      await recordOrLog(
        trail,
        source,
        { event: 'sign-in-failed', outcome: 'failure', reason },
        now,
      );
    }
    throw error;
  }
  for (const event of signInEvents(call, answer)) {
    await trail.append(buildAuditEntry({ event, outcome: 'success' }, source, now()));
  }
  return answer;
}
