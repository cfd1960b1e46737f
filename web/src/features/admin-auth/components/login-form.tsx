import { zodResolver } from '@hookform/resolvers/zod';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { adminLoginSchema, type AdminLoginInput } from '@lab/shared/schemas/admin';
import { FormTextField } from '../../../components/form/form-text-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useNotify } from '../../../components/notifications/use-notify';
import { storeAdminToken } from '../../../lib/admin-session';
import { login, LoginRejectedError } from '../api/login';

const DEFAULT_VALUES: AdminLoginInput = { username: '', password: '' };

/** Where a signed-in admin goes. */
export const DASHBOARD_PATH = '/admin/dashboard';

/**
 * The admin sign-in form (spec sections 2, 4 and 8): both fields required, a password
 * visibility toggle, 'Authenticating...' while busy; success stores the token and opens the
 * dashboard, a refusal shows the server's message, a network failure says so.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [showPassword, setShowPassword] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<AdminLoginInput>({
    // raw: the password is sent exactly as typed.
    resolver: zodResolver(adminLoginSchema, undefined, { raw: true }),
    defaultValues: DEFAULT_VALUES,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });

  const onSubmit = async (values: AdminLoginInput) => {
    try {
      const { token } = await login(values);
      storeAdminToken(token);
    } catch (error) {
      notify(
        error instanceof LoginRejectedError
          ? { title: 'Login Failed', description: error.message, tone: 'destructive' }
          : { title: 'Error', description: 'Unable to connect to server', tone: 'destructive' },
      );
      return;
    }
    notify({ title: 'Login Successful', description: 'Welcome to the admin dashboard' });
    await navigate(DASHBOARD_PATH);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting}>
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="username"
          label="Username"
          autoComplete="username"
          required
          autoFocus
        />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
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
        <SubmitButton
          busy={isSubmitting}
          label="Access Admin Dashboard"
          busyLabel="Authenticating..."
          endIcon={<LockOpenIcon />}
        />
      </Stack>
    </Box>
  );
}
