import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TRACK_PAGE, TRACK_TOKEN_PARAM } from '../../../content/track';
import { trackRequest, type TrackOutcome } from '../api/track-request';
import { TrackOutcomeView } from './track-outcome-view';

/**
 * Takes the signed link's token out of the address: read once, then gone from the address
 * bar and the history entry, so it is not left in history, bookmarks or screenshots.
 */
export function takeLinkToken(): string | null {
  const url = new URL(window.location.href);
  const token = url.searchParams.get(TRACK_TOKEN_PARAM);
  if (token === null) return null;
  url.searchParams.delete(TRACK_TOKEN_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token || null;
}

/**
 * The status page opened from a signed link (an e-mail, a confirmation): asks with the
 * link's token at once and shows the answer above the form. Renders nothing without a
 * token, and nothing at build time (the pre-rendered page has no address to read).
 */
export function TrackByLink() {
  const token = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<TrackOutcome | 'checking' | null>(null);
  const ask = useCallback(() => {
    if (!token.current) return;
    setOutcome('checking');
    void trackRequest({ token: token.current }).then(setOutcome);
  }, []);
  useEffect(() => {
    // Once, even when StrictMode runs effects twice: the address has lost the token by then.
    if (token.current) return;
    token.current = takeLinkToken();
    ask();
  }, [ask]);
  if (outcome === null) return null;
  return (
    <Box sx={{ mb: 4 }}>
      {outcome === 'checking' ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <CircularProgress size={20} aria-hidden="true" />
          <Typography>{TRACK_PAGE.link.checking}</Typography>
        </Box>
      ) : (
        <TrackOutcomeView outcome={outcome} onRetry={ask} />
      )}
    </Box>
  );
}
