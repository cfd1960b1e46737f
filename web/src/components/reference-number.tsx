import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { FORM_COPY } from '../content/forms';
import { HEADER_CLEARANCE_PX } from '../theme/primitives';
import { tint } from '../theme/tint';
import { TOAST_CLEARANCE_PX } from './notifications/notice';

export interface ReferenceNumberProps {
  /** The number to show; without one nothing shows (an answer from an older API). */
  reference: string | null;
  /** What the visitor does with it, under the number. */
  hint: string;
  /** The address the automatic e-mail's copy of the number goes to, said under it. */
  emailedTo?: string;
  /**
   * Read the number out when it appears on a screen that stays (the contact form, which
   * resets in place): the text is a status region, rendered before any number arrives so
   * that screen readers hear it come. @default false
   */
  announce?: boolean;
}

/**
 * The reference number a visitor was given for a submission, labelled, set to be read
 * aloud over the phone (monospace, spaced out, never broken across lines, left alone by
 * page translators), selected whole by one click, and with a button that copies it. When
 * a number arrives it is scrolled into view, whatever the form left behind (the contact
 * form, emptied), below the sticky header and clear of the toast at the screen's foot.
 */
export function ReferenceNumber({
  reference,
  hint,
  emailedTo,
  announce = false,
}: ReferenceNumberProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reference) box.current?.scrollIntoView({ block: 'nearest' });
  }, [reference]);
  if (!reference && !announce) return null;
  return (
    <Box
      ref={box}
      sx={
        reference
          ? {
              scrollMarginTop: HEADER_CLEARANCE_PX,
              scrollMarginBottom: TOAST_CLEARANCE_PX,
              mt: 3,
              p: 2,
              borderRadius: 2,
              border: 1,
              borderColor: tint('primary-mainChannel', 0.35),
              bgcolor: tint('primary-mainChannel', 0.06),
              color: 'text.primary',
            }
          : undefined
      }
    >
      <Box role={announce ? 'status' : undefined}>
        {reference && (
          <>
            <Typography sx={{ fontWeight: 600 }}>
              Your reference number:{' '}
              <Box
                component="span"
                translate="no"
                sx={{
                  fontFamily: 'monospace',
                  fontSize: '1.25rem',
                  fontWeight: 700,
                  letterSpacing: '0.1em',
                  whiteSpace: 'nowrap',
                  userSelect: 'all',
                }}
              >
                {reference}
              </Box>
            </Typography>
            <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
              {hint}
            </Typography>
            {emailedTo && (
              <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                {FORM_COPY.emailed(emailedTo)}
              </Typography>
            )}
          </>
        )}
      </Box>
      {/* A new number starts uncopied. */}
      {reference && <CopyReference key={reference} reference={reference} />}
    </Box>
  );
}

/**
 * Copies the number, and says so beside the button (a status of its own: a changed
 * button name is not read out everywhere). Without clipboard access it says how to copy
 * by hand; the number is selected whole by one click.
 */
function CopyReference({ reference }: { reference: string }) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Button
        size="small"
        variant="outlined"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copy()}
      >
        Copy number
      </Button>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {outcome === 'copied' && 'Copied'}
        {outcome === 'failed' && 'Could not copy: select the number and copy it'}
      </Typography>
    </Stack>
  );
}
