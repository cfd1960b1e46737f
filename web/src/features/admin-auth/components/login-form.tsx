import LockOpenIcon from '@mui/icons-material/LockOpen';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminLoginSchema, type AdminLoginInput } from '@lab/shared/schemas/admin';
import { FormTextField } from '../../../components/form/form-text-field';
import { ServerForm, useServerForm } from '../../../components/form/server-form';
import type { SitePath } from '../../../config/site-routes';
import { storeAdminToken } from '../../../lib/admin-session';
import { login, LoginRejectedError } from '../api/login';

const DEFAULT_VALUES: AdminLoginInput = { username: '', password: '' };

/** Where a signed-in admin goes. */
export const DASHBOARD_PATH = '/admin/dashboard' satisfies SitePath;

/**
 * The admin sign-in form: both fields required, a password visibility toggle,
 * 'Authenticating...' while busy; success stores the token and opens the dashboard, a
 * refusal shows the server's message, a network failure says so.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [showPassword, setShowPassword] = useState(false);
  const { control, state } = useServerForm<AdminLoginInput>({
    // Sent as entered: spaces are part of a password.
    schema: adminLoginSchema,
    defaultValues: DEFAULT_VALUES,
    send: async (values) => storeAdminToken((await login(values)).token),
    success: {
      title: 'Login Successful',
      description: 'Welcome to the admin dashboard',
      tone: 'default',
    },
    failure: (error) =>
      error instanceof LoginRejectedError
        ? { title: 'Login Failed', description: error.message }
        : { title: 'Error', description: 'Unable to connect to server' },
    onSuccess: () => navigate(DASHBOARD_PATH),
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
    </ServerForm>
  );
}
