import LockIcon from '@mui/icons-material/Lock';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation } from 'react-router-dom';
import { IconTile } from '../components/icon-tile';
import { SignIn } from '../features/admin-auth/components/sign-in';
import { dashboardAfterSignIn } from '../features/admin-auth/dashboard-link';
import { readAdminToken } from '../lib/admin-session';
import { useHydrated } from '../lib/use-hydrated';

/** /admin: staff sign-in. Not indexed (see the route table). */
export default function AdminLoginPage() {
  const hydrated = useHydrated();
  const { state } = useLocation();
  // Already signed in: straight to the dashboard (which sends an expired token back here).
  if (hydrated && readAdminToken()) return <Navigate to={dashboardAfterSignIn(state)} replace />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Card sx={{ p: { xs: 3, sm: 5 }, boxShadow: 3 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mb: 4 }}>
          <IconTile icon={LockIcon} size={56} />
          <Typography variant="h2" component="h1">
            Admin Login
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            Staff access to contact, container and shipping requests.
          </Typography>
        </Stack>
        <SignIn />
      </Card>
    </Container>
  );
}
