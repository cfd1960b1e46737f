import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/router-link';
import type { SitePath } from '../../config/site-routes';

/** The staff screens, as the header links them. */
const STAFF_SCREENS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/receive', label: 'Receive samples' },
] as const satisfies readonly { to: SitePath; label: string }[];

/**
 * The links between the staff screens, on those screens only: the sign-in page keeps a
 * header with nothing to follow. Decided by the path, not the session: the session module
 * stays out of the bundle every public page loads (this header is in it), and a screen
 * opened without a session goes to the sign-in anyway.
 */
export function StaffNav() {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!STAFF_SCREENS.some((screen) => screen.to === path)) return null;
  return (
    <Box
      component="nav"
      aria-label="Staff"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, pb: 0.75, mt: -0.5 }}
    >
      {STAFF_SCREENS.map((screen) => (
        <Button
          key={screen.to}
          component={RouterLink}
          to={screen.to}
          size="small"
          aria-current={path === screen.to ? 'page' : undefined}
          sx={{ '&[aria-current="page"]': { fontWeight: 800, textDecoration: 'underline' } }}
        >
          {screen.label}
        </Button>
      ))}
    </Box>
  );
}
