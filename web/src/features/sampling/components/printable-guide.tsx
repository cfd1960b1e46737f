import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * Wraps a sampling guide so it prints well: tighter section spacing, and
 * cards kept whole across page breaks. Buttons and navigation carry `no-print` themselves.
 */
export function PrintableGuide({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        '@media print': {
          color: 'text.primary',
          // The page's bands (hero, sections) keep their spacing small and drop their tints.
          '&& > *': { py: 2, background: 'none', border: 0 },
          '&& > * > .MuiContainer-root': { py: 0 },
          '& .MuiCard-root': { breakInside: 'avoid', boxShadow: 'none' },
          '& h2, & h3': { breakAfter: 'avoid' },
        },
      }}
    >
      {children}
    </Box>
  );
}
