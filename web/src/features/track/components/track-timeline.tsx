import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { COURIERS, SAMPLE_CONDITIONS, trackingUrl } from '@lab/shared/constants/samples';
import type { TrackResponse } from '@lab/shared/schemas/samples';
import { ExternalLink, NewTabHint } from '../../../components/external-link';
import { TRACK_PAGE } from '../../../content/track';
import { formatLabDate, formatLabDay } from '../track-dates';

const COPY = TRACK_PAGE.steps;

interface Step {
  title: string;
  done: boolean;
  detail: ReactNode;
}

const courierLabel = (value: string) => COURIERS.find((c) => c.value === value)?.label ?? value;
const conditionLabel = (value: string) =>
  SAMPLE_CONDITIONS.find((c) => c.value === value)?.label ?? value;

/** The steps of a request, in order; the ones not reached yet stay, marked pending. */
function stepsOf(track: TrackResponse): Step[] {
  const { containersSent, samplesReceived, expected } = track;
  const steps: Step[] = [
    { title: COPY.requested, done: true, detail: formatLabDate(track.requestedAt) },
  ];
  // Only a container request has containers to send; a shipping label's sender has a box.
  if (track.kind === 'resource') {
    steps.push({
      title: COPY.containersSent,
      done: containersSent !== null,
      detail: containersSent ? (
        <>
          {formatLabDate(containersSent.at)}, {courierLabel(containersSent.courier)}.{' '}
          {COPY.trackingNumber}{' '}
          <ExternalLink
            href={trackingUrl(containersSent.courier, containersSent.tracking)}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {containersSent.tracking}
            <NewTabHint />
          </ExternalLink>
        </>
      ) : (
        COPY.containersPending
      ),
    });
  }
  steps.push(
    {
      title: COPY.samplesReceived,
      done: samplesReceived !== null,
      detail: samplesReceived
        ? `${formatLabDate(samplesReceived.at)}: ${COPY.boxes(samplesReceived.boxes)}, ${COPY.condition} ${conditionLabel(samplesReceived.condition).toLowerCase()}`
        : COPY.samplesPending,
    },
    {
      title: COPY.expected,
      done: expected !== null,
      detail: !expected
        ? COPY.expectedPending
        : expected.earliest === expected.latest
          ? formatLabDay(expected.latest)
          : COPY.between(formatLabDay(expected.earliest), formatLabDay(expected.latest)),
    },
    {
      title: COPY.results,
      // The laboratory's client portal, not this site, knows when results are out.
      done: false,
      detail: (
        <>
          {TRACK_PAGE.results.text}.{' '}
          <Link href={TRACK_PAGE.results.link.to}>{TRACK_PAGE.results.link.label}</Link>
        </>
      ),
    },
  );
  return steps;
}

/** A request's timeline: each step with its date and facts, or marked pending. */
export function TrackTimeline({ track }: { track: TrackResponse }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {stepsOf(track).map((step, index, all) => (
        <Box
          component="li"
          key={step.title}
          sx={{
            display: 'flex',
            gap: 1.5,
            position: 'relative',
            pb: index < all.length - 1 ? 2.5 : 0,
          }}
        >
          <Box
            aria-hidden="true"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              color: step.done ? 'success.main' : 'text.disabled',
            }}
          >
            {step.done ? <CheckCircleIcon /> : <RadioButtonUncheckedIcon />}
            {index < all.length - 1 && (
              <Box sx={{ flex: 1, width: 2, mt: 0.5, bgcolor: 'divider' }} />
            )}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 650 }}>
              {step.title}
              {!step.done && (
                <>
                  {' '}
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    ({COPY.pending})
                  </Typography>
                </>
              )}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {step.detail}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
