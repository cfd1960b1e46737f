import type { Notice } from '../../components/notifications/use-notify';
import { ApiError, NetworkError } from '../../lib/api-client';

/** The notice of the dashboard's session-expired path, shown when a token is refused. */
export const SESSION_EXPIRED_NOTICE: Notice = {
  title: 'Session expired',
  description: 'Please sign in again.',
  tone: 'destructive',
};

/**
 * Why a change to a record (its status, a note) was not made, in words an admin can act
 * on: the record is gone, the server's own message, no connection, or try again.
 */
export function updateFailureNotice(title: string, error: unknown): Notice {
  let description = 'Something went wrong on the server. Please try again.';
  if (error instanceof ApiError) {
    if (error.status === 404) {
      description = 'This record no longer exists. Refresh the dashboard to see the current list.';
    } else if (error.serverMessage && error.status < 500) {
      description = error.serverMessage;
    }
  } else if (error instanceof NetworkError) {
    description = 'Unable to connect to server. Check your connection and try again.';
  }
  return { title, description, tone: 'destructive' };
}
