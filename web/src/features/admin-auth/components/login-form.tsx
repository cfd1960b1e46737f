import LockOpenIcon from '@mui/icons-material/LockOpen';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { adminLoginSchema, type AdminLoginInput } from '@lab/shared/schemas/admin';
import { FormTextField } from '../../../components/form/form-text-field';
import { ServerForm, useServerForm } from '../../../components/form/server-form';
import type { SignInDone, SignInOutcome } from '../hooks/use-sign-in';
import { signInFailure } from './sign-in-failure';

export interface LoginFormProps {
  /** The username to start with: the one typed before, when the sign-in starts over. */
  username: string;
  /** Sends the username and password to the sign-in's state machine. */
  signIn: (values: AdminLoginInput) => Promise<SignInOutcome>;
  done: SignInDone;
}

/**
 * The password step of the admin sign-in: both fields required, a password visibility
 * toggle, 'Authenticating...' while busy; a token welcomes the admin and opens the
 * dashboard, a further step replaces this form, a refusal shows the server's message, a
 * network failure says so.
 */
export function LoginForm({ username, signIn, done }: LoginFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const { control, state } = useServerForm<AdminLoginInput, SignInOutcome>({
    // Sent as entered: spaces are part of a password.
    schema: adminLoginSchema,
    defaultValues: { username, password: '' },
    send: signIn,
    success: done.success,
    failure: signInFailure,
    onSuccess: done.onSuccess,
  });

  return (
    <ServerForm
      form={state}
      submit={{
        label: 'Access Admin Dashboard',
        busyLabel: 'Authenticating...',
        icon: <LockOpenIcon />,
        fullWidth: true,
      }}
    >
      <FormTextField
        control={control}
        name="username"
        label="Username"
        autoComplete="username"
        required
        // Starting over keeps the username: the password is what is missing.
        autoFocus={!username}
      />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        required
        autoFocus={Boolean(username)}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={showPassword ? 'Hide password' : 'Show password'}
              onClick={() => setShowPassword((shown) => !shown)}
              edge="end"
            >
              {showPassword ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        }
      />
    </ServerForm>
  );
}
