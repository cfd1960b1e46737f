import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { IDLE_MINUTES } from '@lab/shared/constants/sign-in';
import {
  readLastAdminRequest,
  readTokenExpiresAt,
  subscribeAdminSession,
} from '../../../lib/admin-session';

/** How long before the session ends the dashboard warns, in seconds. */
export const WARNING_SECONDS = 120;

const IDLE_MS = IDLE_MINUTES * 60_000;

/**
 * Why the session ends when it does: `idle`, no admin request for `IDLE_MINUTES` (a request
 * puts it off); `lifetime`, the token itself lapses first (only a new sign-in helps).
 */
export type SessionEndReason = 'idle' | 'lifetime';

export interface SessionEnd {
  /** Epoch ms. */
  at: number;
  reason: SessionEndReason;
}

/**
 * When the server will refuse the token: `IDLE_MINUTES` after the last answered admin
 * request, and never later than the token's own expiry. `null` when neither is known (a
 * token stored before this browser kept the times): the server still decides, and the
 * first refused request ends the session as before.
 */
export function sessionEnd(
  lastRequestAt: number | null,
  tokenExpiresAt: number | null,
): SessionEnd | null {
  const idleAt = lastRequestAt === null ? null : lastRequestAt + IDLE_MS;
  if (tokenExpiresAt !== null && (idleAt === null || tokenExpiresAt < idleAt)) {
    return { at: tokenExpiresAt, reason: 'lifetime' };
  }
  return idleAt === null ? null : { at: idleAt, reason: 'idle' };
}

const noSession = () => null;

/**
 * Whole seconds left until `endAt` once within the warning window, else `null`. Read from
 * the wall clock on each tick, never by counting ticks: a phone that slept, or a
 * background tab whose timers the browser slowed, is right on its first tick after (and at
 * once when it is shown again). One interval; the snapshot is a number that changes only
 * inside the window, so the dashboard re-renders once a second there and not before.
 */
function useSecondsLeft(endAt: number | null): number | null {
  const subscribe = useCallback(
    (tick: () => void) => {
      if (endAt === null) return () => undefined;
      const interval = setInterval(tick, 1_000);
      document.addEventListener('visibilitychange', tick);
      return () => {
        clearInterval(interval);
        document.removeEventListener('visibilitychange', tick);
      };
    },
    [endAt],
  );
  const snapshot = useCallback(() => {
    if (endAt === null) return null;
    const left = Math.max(0, Math.ceil((endAt - Date.now()) / 1_000));
    return left <= WARNING_SECONDS ? left : null;
  }, [endAt]);
  return useSyncExternalStore(subscribe, snapshot, noSession);
}

export interface SessionCountdown {
  /** Seconds left while the warning shows (0 once the session has ended), else `null`. */
  secondsLeft: number | null;
  reason: SessionEndReason;
  /** When the session ends (epoch ms), or `null` when unknown. */
  endsAt: number | null;
}

/**
 * The countdown to the end of the admin session, as the server will apply it. Follows the
 * admin requests of every tab (through the session kept in storage), and calls `onExpired`
 * once when the time runs out.
 */
export function useSessionCountdown(onExpired: () => void): SessionCountdown {
  const lastRequestAt = useSyncExternalStore(
    subscribeAdminSession,
    readLastAdminRequest,
    noSession,
  );
  const tokenExpiresAt = useSyncExternalStore(subscribeAdminSession, readTokenExpiresAt, noSession);
  const end = sessionEnd(lastRequestAt, tokenExpiresAt);
  const secondsLeft = useSecondsLeft(end?.at ?? null);

  const onExpiredRef = useRef(onExpired);
  useEffect(() => {
    onExpiredRef.current = onExpired;
  });
  const expired = secondsLeft === 0;
  useEffect(() => {
    if (expired) onExpiredRef.current();
  }, [expired]);

  return { secondsLeft, reason: end?.reason ?? 'idle', endsAt: end?.at ?? null };
}
