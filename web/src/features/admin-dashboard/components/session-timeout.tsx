import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ACCESS_TOKEN_MINUTES, IDLE_MINUTES } from '@lab/shared/constants/sign-in';
import { visuallyHidden } from '../../../theme/tint';
import { DASHBOARD_QUERY_KEY } from '../api/get-dashboard';
import { useAdminSession } from '../hooks/use-admin-session';
import { useSessionCountdown } from '../hooks/use-session-countdown';

/** `1:05`, as the countdown shows it. */
export function clockTime(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** `1 minute 5 seconds`, as a screen reader says the countdown (`1:05` reads poorly). */
function spokenTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return plural(rest, 'second');
  return rest === 0
    ? plural(minutes, 'minute')
    : `${plural(minutes, 'minute')} ${plural(rest, 'second')}`;
}

/*
 * What a screen reader hears while the warning stays open: the dialog is announced when it
 * opens, then only when a minute, and then thirty seconds, are left (not every second).
 */
function milestone(seconds: number): string {
  if (seconds > 60) return '';
  return seconds > 30 ? 'Less than a minute left.' : 'Less than 30 seconds left.';
}

export interface SessionTimeoutProps {
  /** The dashboard's Logout. */
  onSignOut: () => void;
  signingOut: boolean;
}

/**
 * The idle limit, stated under the dashboard's title, and the warning before the session
 * ends: a countdown, 'Stay signed in' (a real admin request, which the server counts as
 * activity) and 'Sign out'. When the token's own lifetime is what ends the session, no
 * request can put it off: the warning says so and can only be dismissed. When the time
 * runs out, the session ends as it does for a refused token.
 */
export function SessionTimeout({ onSignOut, signingOut }: SessionTimeoutProps) {
  const queryClient = useQueryClient();
  const { expire } = useAdminSession();
  const { secondsLeft, reason, endsAt } = useSessionCountdown(expire);
  const [staying, setStaying] = useState(false);
  const [dismissedEnd, setDismissedEnd] = useState<number | null>(null);
  const descriptionId = useId();

  // The summary again, through its own query: its answer moves the countdown on (the API
  // client records it), and a refused token ends the session as any call's does.
  const staySignedIn = async () => {
    if (staying) return;
    setStaying(true);
    try {
      await queryClient.refetchQueries({
        queryKey: DASHBOARD_QUERY_KEY,
        exact: true,
      });
    } finally {
      setStaying(false);
    }
  };
  const renewable = reason === 'idle';
  const close = renewable ? () => void staySignedIn() : () => setDismissedEnd(endsAt);
  const open = secondsLeft !== null && !(dismissedEnd !== null && dismissedEnd === endsAt);

  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Signed-in sessions end after {IDLE_MINUTES} minutes without activity.
      </Typography>
      <Dialog
        open={open}
        // Escape (or a click beside the dialog) means the admin is here: as 'Stay signed in',
        // or as 'Continue' when only a new sign-in would help.
        onClose={close}
        role="alertdialog"
        aria-describedby={descriptionId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle>Your session is about to end</DialogTitle>
        <DialogContent>
          <DialogContentText id={descriptionId}>
            {renewable
              ? 'There has been no activity for a while. For your security, you will be signed out in'
              : `A sign-in lasts at most ${ACCESS_TOKEN_MINUTES} minutes. You will be signed out in`}{' '}
            <Box
              component="span"
              role="timer"
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: 'text.primary' }}
            >
              <span aria-hidden="true">{clockTime(secondsLeft ?? 0)}</span>
              <Box component="span" sx={visuallyHidden}>
                {spokenTime(secondsLeft ?? 0)}
              </Box>
            </Box>
            .{!renewable && ' Sign in again to keep working.'}
          </DialogContentText>
          <Box aria-live="polite" sx={visuallyHidden}>
            {milestone(secondsLeft ?? 0)}
          </Box>
        </DialogContent>
        <DialogActions disableSpacing sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={onSignOut} disabled={signingOut}>
            Sign out
          </Button>
          {renewable ? (
            // Not disabled while the request runs: that would take the focus away from it.
            <Button variant="contained" autoFocus onClick={() => void staySignedIn()}>
              Stay signed in
            </Button>
          ) : (
            <Button variant="contained" autoFocus onClick={close}>
              Continue
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
