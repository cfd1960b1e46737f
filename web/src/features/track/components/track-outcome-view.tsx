import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { TRACK_NOT_FOUND } from '@lab/shared/schemas/samples';
import { TRACK_PAGE } from '../../../content/track';
import type { TrackOutcome } from '../api/track-request';
import { TrackTimeline } from './track-timeline';

const COPY = TRACK_PAGE.outcome;

const MESSAGES: Record<Exclude<TrackOutcome['state'], 'found'>, string> = {
  'not-found': TRACK_NOT_FOUND,
  throttled: COPY.throttled,
  offline: COPY.offline,
  failed: COPY.failed,
};

export interface TrackOutcomeViewProps {
  outcome: TrackOutcome;
  /** Asks again as before; offered when no answer came (the question itself was fine). */
  onRetry?: () => void;
}

/**
 * One answer of the status page: the request's timeline under its reference, or why there
 * is none, in an alert. Focus moves to it, so a screen reader hears the answer at once.
 */
export function TrackOutcomeView({ outcome, onRetry }: TrackOutcomeViewProps) {
  const target = useRef<HTMLDivElement>(null);
  useEffect(() => target.current?.focus(), [outcome]);
  if (outcome.state !== 'found') {
    return (
      <Alert
        ref={target}
        tabIndex={-1}
        severity={outcome.state === 'not-found' ? 'warning' : 'error'}
        sx={{ outline: 'none' }}
        action={
          onRetry && (outcome.state === 'offline' || outcome.state === 'failed') ? (
            <Button color="inherit" size="small" onClick={onRetry} sx={{ minHeight: 44 }}>
              {COPY.retry}
            </Button>
          ) : undefined
        }
      >
        {MESSAGES[outcome.state]}
      </Alert>
    );
  }
  return (
    <Box
      component="section"
      ref={target}
      tabIndex={-1}
      aria-labelledby="track-result"
      sx={{ outline: 'none' }}
    >
      <Typography variant="h4" component="h2" id="track-result" sx={{ mb: 2 }}>
        {COPY.title(outcome.track.reference)}
      </Typography>
      <TrackTimeline track={outcome.track} />
    </Box>
  );
}
