import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import * as z from 'zod';
import { adminLoginStepSchema } from '@lab/shared/schemas/admin';
import { FormTextField } from '../../../components/form/form-text-field';
import { sameNameField, ServerForm, useServerForm } from '../../../components/form/server-form';
import type { SignInDone, SignInOutcome, StepAnswer } from '../hooks/use-sign-in';
import { signInFailure } from './sign-in-failure';

interface CodeValues {
  code: string;
}

// The code's own check and message, as the API has them (the step schema's last option is
// a code step: reordering the options breaks this at compile time, not at run time).
const codeSchema = z.object({ code: adminLoginStepSchema.options[2].shape.code });

export interface AuthenticationCodeFormProps {
  step: 'mfaSetup' | 'mfaCode';
  answer: (answer: StepAnswer) => Promise<SignInOutcome>;
  done: SignInDone;
  /** @default false */
  autoFocus?: boolean;
}

/**
 * The 6-digit code from the authenticator app, for the set-up and for a sign-in: a
 * refused code shows the server's message under the field.
 */
export function AuthenticationCodeForm({
  step,
  answer,
  done,
  autoFocus = false,
}: AuthenticationCodeFormProps) {
  const { control, state } = useServerForm<CodeValues, SignInOutcome>({
    schema: codeSchema,
    // Trimmed: a pasted code often carries a space or a line break.
    sendParsed: true,
    defaultValues: { code: '' },
    send: ({ code }) => answer({ step, code }),
    fieldFor: sameNameField<CodeValues>(['code']),
    success: done.success,
    failure: signInFailure,
    onSuccess: done.onSuccess,
  });

  return (
    <ServerForm
      form={state}
      submit={{
        label: 'Verify',
        busyLabel: 'Verifying...',
        icon: <VerifiedUserIcon />,
        fullWidth: true,
      }}
    >
      <FormTextField
        control={control}
        name="code"
        label="Authentication code"
        autoComplete="one-time-code"
        required
        autoFocus={autoFocus}
        htmlInput={{ inputMode: 'numeric', maxLength: 6 }}
      />
    </ServerForm>
  );
}
