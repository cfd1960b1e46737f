import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/router-link';
import type { SitePath } from '../../config/site-routes';
import { readAdminToken } from '../../lib/admin-session';
import { useHydrated } from '../../lib/use-hydrated';

/** The staff screens, as the header links them. */
const STAFF_SCREENS = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/receive', label: 'Receive samples' },
] as const satisfies readonly { to: SitePath; label: string }[];

/**
 * The links between the staff screens, for a signed-in browser only: the login page and the
 * pre-rendered pages (no token then) keep a header with nothing to follow.
 */
export function StaffNav() {
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  if (!hydrated || !readAdminToken()) return null;
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
          aria-current={pathname === screen.to ? 'page' : undefined}
          sx={{ '&[aria-current="page"]': { fontWeight: 800, textDecoration: 'underline' } }}
        >
          {screen.label}
        </Button>
      ))}
    </Box>
  );
}
