import Box from '@mui/material/Box';
import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

/**
 * What every layout shares: the skip link, its header, the page in <main> and what comes
 * after it (the public footer, or nothing on staff pages).
 */
export function PageFrame({ header, footer }: { header: ReactNode; footer?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: 8,
          transform: 'translateY(-200%)',
          zIndex: 2000,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:focus': { transform: 'none' },
        }}
      >
        Skip to main content
      </Box>
      {header}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {/* Pages load lazily; the server waits for them, so pre-rendered HTML is complete. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </Box>
      {footer}
    </Box>
  );
}
