import { useEffect, useRef } from 'react';
import { isSessionExpired } from '../api/admin-errors';

/**
 * Ends the session when a read of the panel fails because the token was refused: calls
 * the latest `onSessionExpired` once each time `error` becomes a 401, not on every render
 * while it stays one. Returns whether it is one, for the panel to say nothing more of it.
 */
export function useSessionExpiredOn(error: unknown, onSessionExpired: () => void): boolean {
  const expired = isSessionExpired(error);
  // Read through a ref: a new callback each render must not call it again.
  const expiredRef = useRef(onSessionExpired);
  useEffect(() => {
    expiredRef.current = onSessionExpired;
  });
  useEffect(() => {
    if (expired) expiredRef.current();
  }, [expired]);
  return expired;
}
