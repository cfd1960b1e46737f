import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** One labelled value of a `FactList`. */
export interface Fact {
  /** Shown as the term; also the fact's key, so unique within its list. */
  label: string;
  value: ReactNode;
  /** How this value alone is set (monospace, smaller, kept line breaks...). */
  valueSx?: SxProps<Theme>;
}

export interface FactListProps {
  facts: readonly Fact[];
  /** The grid's columns and spacing, and anything else of the list's own. */
  sx?: SxProps<Theme>;
}

/**
 * Labelled values as a description list, laid out as a grid of label and value (a pair
 * per row, its wrapper `display: contents`). Labels are muted; a long value (an address,
 * a user agent, a reference) wraps anywhere rather than widening the page.
 */
export function FactList({ facts, sx }: FactListProps) {
  return (
    <Box
      component="dl"
      sx={[
        {
          display: 'grid',
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <dt>{fact.label}</dt>
          <Box component="dd" sx={fact.valueSx}>
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
