import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AdminLoginInput, AdminLoginStepInput, SignInNext } from '@lab/shared/schemas/admin';
import type { Notice } from '../../../components/notifications/use-notify';
import { storeAdminToken } from '../../../lib/admin-session';
import { login } from '../api/login';
import { loginStep, SignInExpiredError } from '../api/login-step';
import type { SignInResult } from '../api/sign-in-answer';
import { dashboardAfterSignIn } from '../dashboard-link';

/** The spec's welcome, after the password or after the last further step. */
const SIGNED_IN: Notice = {
  title: 'Login Successful',
  description: 'Welcome to the admin dashboard',
  tone: 'default',
};

/** What the screen asks next: the password, or a step the server asked for. */
export type SignInState = { next: 'password'; username: string } | SignInStepState;
/** A step after the password, with the username it belongs to. */
export type SignInStepState = SignInNext & { username: string };

/** What a step's form sends: its own fields, without the username and session it repeats. */
export type StepAnswer = AdminLoginStepInput extends infer Input
  ? Input extends unknown
    ? Omit<Input, 'username' | 'session'>
    : never
  : never;

/** How one call of the sign-in ended: with a token, or with one more step to show. */
export type SignInOutcome = 'signedIn' | 'nextStep';

/** The `success` and `onSuccess` of every sign-in form, given its outcome. */
export interface SignInDone {
  success: (outcome: SignInOutcome) => Notice | undefined;
  onSuccess: (outcome: SignInOutcome) => unknown;
}

/**
 * The sign-in as one state machine: password → step → step … → token. Each call hands its
 * answer here: a token is stored (the forms then welcome the admin and open the dashboard,
 * with the query string it was first opened with), a further step becomes the state the
 * screen shows. A step whose session has expired goes back to the password, the username
 * kept.
 */
export function useSignIn() {
  const navigate = useNavigate();
  // Where the guard sent the admin from, kept by the router across every step's render.
  const { state: cameFrom } = useLocation();
  const [state, setState] = useState<SignInState>({ next: 'password', username: '' });

  const take = (result: SignInResult, username: string): SignInOutcome => {
    if ('token' in result) {
      storeAdminToken(result.token, result.expiresIn);
      return 'signedIn';
    }
    setState({ ...result, username });
    return 'nextStep';
  };

  const signIn = async (values: AdminLoginInput) => take(await login(values), values.username);

  const answer = async (current: SignInStepState, stepAnswer: StepAnswer) => {
    const { username, session } = current;
    let result: SignInResult;
    try {
      result = await loginStep({ ...stepAnswer, username, session });
    } catch (error) {
      if (error instanceof SignInExpiredError) setState({ next: 'password', username });
      throw error;
    }
    return take(result, username);
  };

  const restart = () => setState({ next: 'password', username: state.username });

  const done: SignInDone = {
    success: (outcome) => (outcome === 'signedIn' ? SIGNED_IN : undefined),
    onSuccess: (outcome) =>
      outcome === 'signedIn' ? navigate(dashboardAfterSignIn(cameFrom)) : undefined,
  };

  return { state, signIn, answer, restart, done };
}
