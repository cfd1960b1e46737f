import { useSignIn } from '../hooks/use-sign-in';
import { LoginForm } from './login-form';
import { MfaCodeStep } from './mfa-code-step';
import { MfaSetupStep } from './mfa-setup-step';
import { NewPasswordStep } from './new-password-step';

/**
 * The admin sign-in on one screen: the password, then whatever step the server asks for
 * (a new password, setting up the authenticator, a code), until a token.
 */
export function SignIn() {
  const { state, signIn, answer, restart, done } = useSignIn();
  if (state.next === 'password') {
    return <LoginForm username={state.username} signIn={signIn} done={done} />;
  }
  // Each step asked for is a fresh form (keyed by its session), even the same step again.
  const step = {
    answer: (stepAnswer: Parameters<typeof answer>[1]) => answer(state, stepAnswer),
    done,
    onRestart: restart,
  };
  switch (state.next) {
    case 'newPassword':
      return <NewPasswordStep key={state.session} {...step} />;
    case 'mfaSetup':
      return (
        <MfaSetupStep
          key={state.session}
          {...step}
          secret={state.secret}
          otpauthUri={state.otpauthUri}
        />
      );
    case 'mfaCode':
      return <MfaCodeStep key={state.session} {...step} />;
  }
}
