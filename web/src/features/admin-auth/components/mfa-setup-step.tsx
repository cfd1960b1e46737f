import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { SignInDone, SignInOutcome, StepAnswer } from '../hooks/use-sign-in';
import { AuthenticationCodeForm } from './authentication-code-form';
import { SecretKey } from './secret-key';
import { StepLayout } from './step-layout';

// The QR encoder is needed by this step alone: its own chunk, fetched when it shows.
const AuthenticatorQrCode = lazy(() =>
  import('./authenticator-qr-code').then((module) => ({ default: module.AuthenticatorQrCode })),
);
// Large enough for any phone camera; the placeholder has it too, so nothing moves.
const QR_SIZE = 208;

export interface MfaSetupStepProps {
  /** The new authenticator's secret (base32) and the `otpauth://` URI the QR code encodes. */
  secret: string | undefined;
  otpauthUri: string | undefined;
  answer: (answer: StepAnswer) => Promise<SignInOutcome>;
  done: SignInDone;
  onRestart: () => void;
}

/**
 * The first sign-in of an account without an authenticator: add it to an app from the QR
 * code or the secret, then confirm with the code the app shows.
 */
export function MfaSetupStep({ secret, otpauthUri, answer, done, onRestart }: MfaSetupStepProps) {
  return (
    // The heading takes focus: the instructions come before the field.
    <StepLayout heading="Set up two-step verification" focusHeading onRestart={onRestart}>
      <Typography sx={{ color: 'text.secondary' }}>
        Admin accounts need a code from an authenticator app as well as the password.
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, '& > li + li': { mt: 0.5 } }}>
        <li>Open an authenticator app on your phone, or install one.</li>
        <li>Add an account in the app: scan the QR code, or type the secret key.</li>
        <li>Enter the 6-digit code the app shows for it.</li>
      </Box>
      {otpauthUri && (
        <Box sx={{ alignSelf: 'center' }}>
          <Suspense fallback={<Box sx={{ width: QR_SIZE, height: QR_SIZE }} />}>
            <AuthenticatorQrCode uri={otpauthUri} size={QR_SIZE} />
          </Suspense>
        </Box>
      )}
      {secret && <SecretKey secret={secret} />}
      <AuthenticationCodeForm step="mfaSetup" answer={answer} done={done} />
    </StepLayout>
  );
}
