import Box from '@mui/material/Box';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@lab/shared/constants/honeypot';
import { visuallyHidden } from '../../theme/tint';

/**
 * The spam trap every public form carries: hidden from people and from assistive
 * technology, out of the tab order, but filled in by bots. The API accepts such a
 * submission without storing it, so the bot learns nothing.
 */
export function HoneypotField({
  registration,
}: {
  registration: UseFormRegisterReturn<typeof HONEYPOT_FIELD>;
}) {
  const id = `${useId()}-${HONEYPOT_FIELD}`;
  return (
    <Box aria-hidden="true" sx={{ ...visuallyHidden, m: '-1px', p: 0, border: 0 }}>
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </Box>
  );
}

/** The honeypot value to send: only when something (a bot) filled it in. */
export function honeypotPayload(value: string | undefined): { [HONEYPOT_FIELD]?: string } {
  return value ? { [HONEYPOT_FIELD]: value } : {};
}
