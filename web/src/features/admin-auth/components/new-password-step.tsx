import KeyIcon from '@mui/icons-material/Key';
import Typography from '@mui/material/Typography';
import * as z from 'zod';
import { adminLoginStepSchema, SIGN_IN_MESSAGES } from '@lab/shared/schemas/admin';
import { FormTextField } from '../../../components/form/form-text-field';
import { sameNameField, ServerForm, useServerForm } from '../../../components/form/server-form';
import type { SignInDone, SignInOutcome, StepAnswer } from '../hooks/use-sign-in';
import { signInFailure } from './sign-in-failure';
import { StepLayout } from './step-layout';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

// The new password's own check and message, as the API has them (the step schema's first
// option is the new password: reordering the options breaks this at compile time), and the
// confirmation, which only the browser needs.
const newPasswordSchema = z
  .object({
    newPassword: adminLoginStepSchema.options[0].shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: SIGN_IN_MESSAGES.passwordsDiffer,
  });

export interface NewPasswordStepProps {
  answer: (answer: StepAnswer) => Promise<SignInOutcome>;
  done: SignInDone;
  onRestart: () => void;
}

/**
 * An account with a temporary password (new, or reset): the admin chooses their own, typed
 * twice; the pool's password policy is the server's to check, its message shows under the
 * field.
 */
export function NewPasswordStep({ answer, done, onRestart }: NewPasswordStepProps) {
  const { control, state } = useServerForm<NewPasswordValues, SignInOutcome>({
    schema: newPasswordSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    // Sent as entered: spaces are part of a password.
    send: ({ newPassword }) => answer({ step: 'newPassword', newPassword }),
    fieldFor: sameNameField<NewPasswordValues>(['newPassword']),
    success: done.success,
    failure: signInFailure,
    onSuccess: done.onSuccess,
  });

  return (
    // The heading takes focus: the explanation comes before the fields.
    <StepLayout heading="Choose a new password" focusHeading onRestart={onRestart}>
      <Typography sx={{ color: 'text.secondary' }}>
        This account has a temporary password. Choose your own password to finish signing in.
      </Typography>
      <ServerForm
        form={state}
        submit={{
          label: 'Set password',
          busyLabel: 'Saving...',
          icon: <KeyIcon />,
          fullWidth: true,
        }}
      >
        <FormTextField
          control={control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          helperText={SIGN_IN_MESSAGES.passwordRules}
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          required
        />
      </ServerForm>
    </StepLayout>
  );
}
