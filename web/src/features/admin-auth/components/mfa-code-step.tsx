import Typography from '@mui/material/Typography';
import { SIGN_IN_MESSAGES } from '@lab/shared/schemas/admin';
import type { SignInDone, SignInOutcome, StepAnswer } from '../hooks/use-sign-in';
import { AuthenticationCodeForm } from './authentication-code-form';
import { StepLayout } from './step-layout';

export interface MfaCodeStepProps {
  answer: (answer: StepAnswer) => Promise<SignInOutcome>;
  done: SignInDone;
  onRestart: () => void;
}

/** A later sign-in: the code the authenticator app shows now. */
export function MfaCodeStep({ answer, done, onRestart }: MfaCodeStepProps) {
  return (
    <StepLayout heading="Two-step verification" onRestart={onRestart}>
      <Typography sx={{ color: 'text.secondary' }}>{SIGN_IN_MESSAGES.code}.</Typography>
      {/* The field takes focus: the one thing to do here is type the code. */}
      <AuthenticationCodeForm step="mfaCode" answer={answer} done={done} autoFocus />
    </StepLayout>
  );
}
