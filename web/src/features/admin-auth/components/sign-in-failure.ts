import type { Notice } from '../../../components/notifications/use-notify';
import { ApiError } from '../../../lib/api-client';
import { LoginRejectedError, refusalMessage } from '../api/login';
import { SignInExpiredError } from '../api/login-step';

/**
 * The toast of a failed sign-in call, at any step: the server's refusal under the spec's
 * 'Login Failed', or 'Unable to connect to server' when no answer came.
 */
export function signInFailure(error: unknown): Notice {
  if (error instanceof LoginRejectedError || error instanceof SignInExpiredError) {
    return { title: 'Login Failed', description: error.message };
  }
  if (error instanceof ApiError) {
    return { title: 'Login Failed', description: refusalMessage(error) };
  }
  return { title: 'Error', description: 'Unable to connect to server' };
}
