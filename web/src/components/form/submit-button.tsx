import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FORM_COPY } from '../../content/forms';
import { ISLAND_ATTRIBUTES } from '../../islands/attributes';
import { useHydrated } from '../../lib/use-hydrated';

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
 * A form's submit button. It stays disabled until the page has hydrated: before that a
 * click would be the browser's own GET submit, putting what was typed into the URL. A form
 * island loads when the visitor first reaches into it; if it is not live a moment after
 * (a slow phone), a line under the button says why it does not answer yet (typing is safe
 * meanwhile: what is typed is kept when the form goes live). The line takes no room, so
 * nothing moves when it goes.
 */
export function SubmitButton({ busy, label, busyLabel, endIcon, fullWidth }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Box sx={{ position: 'relative' }}>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy || !hydrated}
        endIcon={endIcon}
        sx={{ width: fullWidth ? '100%' : { xs: '100%', sm: 'auto' } }}
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
            // second after: a form nobody is filling has nothing to wait for.
            display: 'none',
            [`form:focus-within &, [${ISLAND_ATTRIBUTES.loading}] &`]: {
              display: 'block',
              visibility: 'hidden',
              animation: `${appearLate} 0s 1s forwards`,
            },
          }}
        >
          {FORM_COPY.notReady}
        </Typography>
      )}
    </Box>
  );
}
