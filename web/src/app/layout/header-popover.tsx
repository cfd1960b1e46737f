import Paper from '@mui/material/Paper';
import type { HTMLAttributes, ReactNode } from 'react';
import { POPOVER_ALIGN, type PopoverAlign } from '../../page-script/attributes';

/** The CSS anchor name of the button that opens popover `id` (set it in the button's sx). */
export const anchorName = (id: string) => `--${id}`;

/**
 * A header menu as a native popover: the browser opens it from its button, closes it on
 * Escape or a tap outside and returns focus, with no JavaScript. Placed under its button
 * by CSS anchor positioning, or by the page script where the browser has none.
 */
export function HeaderPopover({
  id,
  align,
  children,
  ...rest
}: {
  id: string;
  align: PopoverAlign;
  children: ReactNode;
} & Pick<HTMLAttributes<HTMLDivElement>, 'role' | 'aria-label'>) {
  return (
    <Paper
      {...rest}
      id={id}
      popover="auto"
      elevation={8}
      {...{ [POPOVER_ALIGN]: align }}
      sx={{
        // The browser's popover defaults centre it in the viewport with a border.
        inset: 'auto',
        margin: 0,
        border: 0,
        padding: 0,
        positionAnchor: anchorName(id),
        top: 'anchor(bottom)',
        ...(align === 'start' ? { left: 'anchor(left)' } : { right: 'anchor(right)' }),
        mt: 0.5,
        py: 1,
        minWidth: 220,
        maxHeight: 'calc(100dvh - 96px)',
        overflowY: 'auto',
      }}
    >
      {children}
    </Paper>
  );
}
