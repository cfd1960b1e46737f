import LogoutIcon from '@mui/icons-material/Logout';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { useNotify } from '../../../components/notifications/use-notify';
import { whenIdle } from '../../../lib/when-idle';
import { logout as logoutOnServer } from '../api/logout';
import { useAdminDashboard, type RecordLists } from '../hooks/use-admin-dashboard';
import { useAdminSession } from '../hooks/use-admin-session';
import { RECORD_VIEWS } from '../record-views';
import { AccountsPanel } from './accounts-panel';
import { ActivityPanel } from './activity-panel';
import { DashboardTabs, panelId, tabId } from './dashboard-tabs';
import { KeptPanel } from './kept-panel';
import { OverviewPanel } from './overview-panel';
import { RecordListPanel } from './record-list-panel';
import { RecordSearch } from './record-search';
import { SessionTimeout } from './session-timeout';

/** The spec's four tabs, then the audit trail's and the staff accounts'. */
type DashboardTab = 'overview' | RecordKind | 'activity' | 'accounts';

/** Shown while the dashboard loads, and in the pre-rendered page (which has no token). */
export function DashboardLoading() {
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 12 }}>
      <CircularProgress aria-hidden="true" />
      <Typography>Loading dashboard...</Typography>
    </Stack>
  );
}

/**
 * The admin dashboard: header with Refresh, Sign out everywhere and Logout, the
 * overview, one tab per list and the activity. A refused token ends the session with a
 * notice (see `AdminSessionProvider`), as does the idle limit the dashboard counts down to.
 */
export function AdminDashboard() {
  const notify = useNotify();
  const { token, end: endSession, role } = useAdminSession();
  // The activity log and the accounts are the administrators' (the API refuses them to staff too).
  const administrator = role === 'administrator';
  const [signingOut, setSigningOut] = useState(false);

  /*
   * The server refuses the token first (waited for, so it is refused by the time the login
   * shows); the browser forgets it whatever the server answered. A plain Logout that the
   * server missed still says what it always said: this browser is signed out, and the token
   * lapses within its lifetime. Only a failed sign-out everywhere is worth a warning.
   */
  const logout = useCallback(
    async (everywhere: boolean) => {
      setSigningOut(true);
      const ended = await logoutOnServer({ token, everywhere });
      endSession();
      if (!everywhere) {
        notify({ title: 'Logged Out', description: 'You have been logged out successfully' });
      } else if (ended) {
        notify({ title: 'Signed out everywhere', description: 'All your sessions have ended.' });
      } else {
        notify({
          title: 'Logged Out',
          description:
            'Your other sessions could not be ended. Sign in and choose Sign out everywhere again.',
          tone: 'destructive',
        });
      }
    },
    [token, endSession, notify],
  );

  const { loading, refreshing, refresh, lists } = useAdminDashboard({
    onUnreachable: () =>
      notify({ title: 'Error', description: 'Unable to connect to server', tone: 'destructive' }),
  });

  const search = useMemo(() => <RecordSearch />, []);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <DashboardHeader
        loading={loading}
        refreshing={refreshing}
        refresh={refresh}
        signingOut={signingOut}
        logout={logout}
      />
      {!loading && search}
      <DashboardSections loading={loading} lists={lists} administrator={administrator} />
    </Container>
  );
}

/** The tabs opened so far, with `next` among them. */
const withTab = (next: DashboardTab) => (tabs: DashboardTab[]) =>
  tabs.includes(next) ? tabs : [...tabs, next];

/**
 * The tabs and their panels ('Loading dashboard...' while loading), holding which tab shows:
 * a tab change draws this alone, not the dashboard above it, whose four queries cost more to
 * run again than the change they show (`npm run bench:inbox`). Mounted through a Refresh, so
 * the tab shown stays shown.
 */
const DashboardSections = memo(function DashboardSections({
  loading,
  lists,
  administrator,
}: {
  loading: boolean;
  lists: RecordLists;
  administrator: boolean;
}) {
  const [tab, setTab] = useState<DashboardTab>('overview');
  /*
   * Every tab opened so far, kept drawn but hidden (`KeptPanel`) while another shows: a
   * return to a list shows it as it was left (its lines, the open record, the selection),
   * rather than drawing 30 lines and their filters again (`npm run bench:inbox`).
   */
  const [visited, setVisited] = useState<DashboardTab[]>(['overview']);
  const show = useCallback((next: DashboardTab) => {
    setTab(next);
    setVisited(withTab(next));
  }, []);
  /*
   * Once the dashboard has loaded, each list not yet opened is drawn, kept hidden, in the
   * main thread's idle time, one per idle period and interruptible (a transition): the
   * first tap on its tab then shows a list already built rather than building it
   * (`npm run bench:inbox`). Its data is already here; drawing it fetches nothing.
   */
  useEffect(() => {
    const next = RECORD_KINDS.find((kind) => !visited.includes(kind));
    if (loading || !next) return;
    return whenIdle(() => startTransition(() => setVisited(withTab(next))));
  }, [loading, visited]);
  const { contact, resource, shipping } = lists;
  const totals = useMemo(
    () => ({ contact: contact.total, resource: resource.total, shipping: shipping.total }),
    [contact.total, resource.total, shipping.total],
  );
  const open = useMemo(
    () => ({ contact: contact.open, resource: resource.open, shipping: shipping.open }),
    [contact.open, resource.open, shipping.open],
  );
  /** An overview card's open count: its list, showing the open records only. */
  const openOpen = useCallback(
    (kind: RecordKind) => {
      lists[kind].setFilter({ status: 'open' });
      show(kind);
    },
    [lists, show],
  );

  /*
   * Each panel's element stays the same until what it shows changes: a tab change draws the
   * tabs and shows or hides the kept panels, and draws none of them again.
   */
  const overview = useMemo(
    () => <OverviewPanel totals={totals} open={open} onOpen={show} onOpenOpen={openOpen} />,
    [totals, open, show, openOpen],
  );
  const activity = useMemo(() => <ActivityPanel />, []);
  const accounts = useMemo(() => <AccountsPanel />, []);
  const tabs = useMemo(
    () => [
      { value: 'overview' as const, label: 'Overview' },
      ...RECORD_KINDS.map((kind) => ({
        value: kind,
        label: `${RECORD_VIEWS[kind].title} (${totals[kind]})`,
      })),
      ...(administrator
        ? [
            { value: 'activity' as const, label: 'Activity' },
            { value: 'accounts' as const, label: 'Accounts' },
          ]
        : []),
    ],
    [totals, administrator],
  );
  const panel = (shown: DashboardTab): ReactNode => {
    switch (shown) {
      case 'overview':
        return overview;
      case 'activity':
        return activity;
      case 'accounts':
        return accounts;
      default:
        return <RecordListPanel kind={shown} list={lists[shown]} />;
    }
  };

  if (loading) return <DashboardLoading />;
  return (
    <>
      <DashboardTabs label="Dashboard sections" tabs={tabs} value={tab} onChange={show} />
      {visited.map((shown) => (
        <KeptPanel key={shown} shown={shown === tab} onFound={() => show(shown)}>
          <div role="tabpanel" id={panelId(shown)} aria-labelledby={tabId(shown)}>
            {panel(shown)}
          </div>
        </KeptPanel>
      ))}
    </>
  );
});

/**
 * The dashboard's title, the session's countdown and its actions. Memoised: a tab change
 * or a list's new page leaves it as it is.
 */
const DashboardHeader = memo(function DashboardHeader({
  loading,
  refreshing,
  refresh,
  signingOut,
  logout,
}: {
  loading: boolean;
  refreshing: boolean;
  refresh: () => void;
  signingOut: boolean;
  logout: (everywhere: boolean) => Promise<void>;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
    >
      <Box>
        <Typography variant="h2" component="h1">
          Admin Dashboard
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Contact, container and shipping requests from the website.
        </Typography>
        <SessionTimeout onSignOut={() => void logout(false)} signingOut={signingOut} />
      </Box>
      {/* On a phone the three actions take two rows rather than squeezing their labels. */}
      <Stack
        direction="row"
        spacing={1.25}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={refresh}
          disabled={loading || refreshing}
        >
          Refresh
        </Button>
        <Button
          variant="contained"
          startIcon={<LogoutIcon />}
          onClick={() => void logout(false)}
          disabled={signingOut}
        >
          Logout
        </Button>
        <Button
          variant="text"
          size="small"
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() => void logout(true)}
          disabled={signingOut}
        >
          Sign out everywhere
        </Button>
      </Stack>
    </Stack>
  );
});
