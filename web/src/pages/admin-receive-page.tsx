import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { isSessionExpired } from '../features/admin-dashboard/api/admin-errors';
import { AdminSessionProvider } from '../features/admin-dashboard/components/admin-session-provider';
import { LOGIN_PATH, useAdminSession } from '../features/admin-dashboard/hooks/use-admin-session';
import { ReceiveSamples } from '../features/receive-samples/components/receive-samples';
import { readAdminToken } from '../lib/admin-session';
import { createQueryClient } from '../lib/query-client';
import { useHydrated } from '../lib/use-hydrated';

export const RECEIVE_PAGE_TITLE = 'Receive samples';

/** The receive screen with the signed-in session's client: its calls end the session as the dashboard's do. */
function ReceiveInSession() {
  const { client } = useAdminSession();
  return <ReceiveSamples caller={client} isSessionExpired={isSessionExpired} />;
}

/**
 * /admin/receive: staff record the boxes that reach the laboratory. Signed in as for the
 * dashboard (no token: to the login first); the pre-rendered page only names itself.
 */
export default function AdminReceivePage() {
  const hydrated = useHydrated();
  // The session provider clears the admin queries when it ends, so it needs a client.
  const [queryClient] = useState(createQueryClient);
  const heading = (
    <Typography variant="h2" component="h1" sx={{ mb: 3, fontSize: { xs: '2rem', md: '2.5rem' } }}>
      {RECEIVE_PAGE_TITLE}
    </Typography>
  );
  if (!hydrated) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {heading}
        <Typography>Loading…</Typography>
      </Container>
    );
  }
  const token = readAdminToken();
  // Signing in lands on the dashboard, whose header leads back here.
  if (!token) return <Navigate to={LOGIN_PATH} replace />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {heading}
      <QueryClientProvider client={queryClient}>
        <AdminSessionProvider token={token}>
          <ReceiveInSession />
        </AdminSessionProvider>
      </QueryClientProvider>
    </Container>
  );
}
