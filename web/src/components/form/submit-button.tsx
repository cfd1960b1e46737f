import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FORM_COPY } from '../../content/forms';
import { ISLAND_ATTRIBUTES } from '../../islands/attributes';
import { useHydrated } from '../../lib/use-hydrated';
import { EARLY_SUBMIT, NEEDS_SCRIPT } from './early-submit';
import { NoScriptContact } from './no-script-contact';

export interface SubmitButtonProps {
  /** True while the form is being sent: the button says `busyLabel` and is disabled. */
  busy: boolean;
  label: string;
  busyLabel: string;
  endIcon?: ReactNode;
  /** Fill the row on every screen, not only on phones. */
  fullWidth?: boolean;
}

/** Shown only if the wait lasts: a quick page never flashes the hint. */
const appearLate = keyframes`from { visibility: hidden; } to { visibility: visible; }`;

/**
 * A form's submit button, working from first paint (see early-submit): before the form's
 * code runs a tap on it is kept and answered when the form goes live, and a line under it
 * says at once that the form is getting ready. The same line shows a second after the
 * visitor reaches into a form that is not live yet (a slow phone; typing is kept
 * meanwhile). The line takes no room, so nothing moves when it goes. Without JavaScript
 * no form can send: the button gives way to how to reach the laboratory instead.
 */
export function SubmitButton({ busy, label, busyLabel, endIcon, fullWidth }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <>
      <Box sx={{ position: 'relative' }} {...{ [NEEDS_SCRIPT]: '' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          endIcon={endIcon}
          sx={{
            width: fullWidth ? '100%' : { xs: '100%', sm: 'auto' },
            [`[${EARLY_SUBMIT.pending}] &`]: { cursor: 'progress' },
          }}
        >
          {busy ? busyLabel : label}
        </Button>
        {!hydrated && (
          <Typography
            variant="body2"
            sx={{
              position: 'absolute',
              top: '100%',
              left: 0,
              mt: 0.5,
              whiteSpace: 'nowrap',
              color: 'text.secondary',
              // Only once the visitor has reached into the form (or its code set off), a
              // second after: a form nobody is filling has nothing to wait for. At once
              // when Send was tapped: that tap is answered here until the form takes it.
              display: 'none',
              [`form:focus-within &, [${ISLAND_ATTRIBUTES.loading}] &`]: {
                display: 'block',
                visibility: 'hidden',
                animation: `${appearLate} 0s 1s forwards`,
              },
              // As specific as the focus rule (a tapped button has focus), and after it.
              [`form[${EARLY_SUBMIT.pending}] &`]: {
                display: 'block',
                visibility: 'visible',
                animation: 'none',
              },
            }}
          >
            {FORM_COPY.notReady}
          </Typography>
        )}
      </Box>
      <noscript>
        <NoScriptContact />
      </noscript>
    </>
  );
}
