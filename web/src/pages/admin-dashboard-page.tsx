import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInReturn } from '../features/admin-auth/dashboard-link';
import {
  AdminDashboard,
  DashboardLoading,
} from '../features/admin-dashboard/components/admin-dashboard';
import { AdminSessionProvider } from '../features/admin-dashboard/components/admin-session-provider';
import { LOGIN_PATH } from '../features/admin-dashboard/hooks/use-admin-session';
import { readAdminToken } from '../lib/admin-session';
import { createQueryClient } from '../lib/query-client';
import { useHydrated } from '../lib/use-hydrated';

/**
 * /admin/dashboard. The pre-rendered page only says it is loading; once running, no token
 * means straight to the login, before anything else is shown or requested; the login
 * comes back here with the same query string (the alert's link to a record).
 */
export default function AdminDashboardPage() {
  const hydrated = useHydrated();
  const { search } = useLocation();
  // Only the dashboard reads through React Query: public pages never load it. A client per
  // visit, so what one session loaded is gone when it ends.
  const [queryClient] = useState(createQueryClient);
  if (!hydrated) {
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h2" component="h1">
          Admin Dashboard
        </Typography>
        <DashboardLoading />
      </Container>
    );
  }
  const token = readAdminToken();
  if (!token) return <Navigate to={LOGIN_PATH} replace state={signInReturn(search)} />;
  return (
    <QueryClientProvider client={queryClient}>
      <AdminSessionProvider token={token}>
        <AdminDashboard />
      </AdminSessionProvider>
    </QueryClientProvider>
  );
}
