import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
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

/**
 * A form's submit button. It stays disabled until the page has hydrated: before that a
 * click would be the browser's own GET submit, putting what was typed into the URL.
 */
export function SubmitButton({ busy, label, busyLabel, endIcon, fullWidth }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
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
  );
}
