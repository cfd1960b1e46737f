import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_MINUTES } from '@lab/shared/constants/sign-in';
import { storeAdminToken } from '../../../lib/admin-session';
import { createQueryClient } from '../../../lib/query-client';
import { renderAdminRoutes } from '../../../test/admin-routes';
import { installFetchStub, json, page } from '../../../test/fetch-stub';
import { AdminDashboard } from './admin-dashboard';
import { AdminSessionProvider } from './admin-session-provider';

const TOKEN = 'token-idle';
const SIGNED_IN_AT = new Date(2026, 10, 21, 9, 0).getTime();
const MINUTE = 60_000;
const SECOND = 1_000;

const DASHBOARD = 'GET /api/admin/dashboard';
const LOGOUT = 'POST /api/admin/logout';
const { requests } = installFetchStub({
  [DASHBOARD]: json({ counts: { contact: 0, resource: 0, shipping: 0 } }),
  'GET /api/contact?limit=20': json(page([])),
  'GET /api/resources/request?limit=20': json(page([])),
  'GET /api/shipping/request?limit=20': json(page([])),
  [LOGOUT]: json({ everywhere: false }),
});

/** Every commit of the dashboard's tree. */
const commits = vi.fn();

/**
 * The dashboard of an admin who signed in at SIGNED_IN_AT, its four reads answered at once.
 * Only the wall clock and intervals are fake: the rest (React Query, Testing Library's
 * waits) keeps its real timeouts.
 */
async function renderDashboard({ expiresIn = 3600 } = {}) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(SIGNED_IN_AT);
  storeAdminToken(TOKEN, expiresIn);
  const user = userEvent.setup();
  const view = renderAdminRoutes(
    <QueryClientProvider client={createQueryClient()}>
      <Profiler id="dashboard" onRender={commits}>
        <AdminSessionProvider token={TOKEN}>
          <AdminDashboard />
        </AdminSessionProvider>
      </Profiler>
    </QueryClientProvider>,
  );
  await screen.findByRole('tab', { name: 'Overview' });
  return { user, ...view };
}

/** Moves the wall clock on, running the ticks that fall due on the way. */
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const warning = () => screen.queryByRole('alertdialog');

afterEach(() => {
  commits.mockReset();
  vi.useRealTimers();
});

describe('the idle session countdown', () => {
  it('states the idle limit on the dashboard', async () => {
    await renderDashboard();
    expect(
      screen.getByText(`Signed-in sessions end after ${IDLE_MINUTES} minutes without activity.`),
    ).toBeVisible();
    expect(warning()).not.toBeInTheDocument();
  });

  it('warns two minutes before the end, counts down, and "Stay signed in" starts it again', async () => {
    const { user } = await renderDashboard();

    await wait(IDLE_MINUTES * MINUTE - 2 * MINUTE - SECOND);
    expect(warning()).not.toBeInTheDocument();
    await wait(SECOND);
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to end' });
    expect(dialog).toHaveAccessibleDescription(
      /^There has been no activity for a while\. For your security, you will be signed out in 2 minutes ?\.$/,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
    // The admin can act at once, from the keyboard.
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    expect(stay).toHaveFocus();

    await wait(65 * SECOND);
    expect(screen.getByRole('timer')).toHaveTextContent('0:55');
    expect(dialog).toHaveAccessibleDescription(/signed out in 55 seconds ?\.$/);
    expect(dialog).toHaveTextContent('Less than a minute left.');

    const before = requests().length;
    await user.keyboard('{Enter}');
    await waitFor(() => expect(warning()).not.toBeInTheDocument());
    // A real admin request, which the server counts as activity.
    expect(requests().slice(before)).toEqual([DASHBOARD]);

    // A whole idle period again from that request, not from the sign-in.
    await wait(IDLE_MINUTES * MINUTE - 2 * MINUTE - SECOND);
    expect(warning()).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard$/);
    await wait(SECOND);
    expect(warning()).toBeInTheDocument();
  });

  it('ends the session as a refused token does when the time runs out', async () => {
    await renderDashboard();
    const before = requests().length;

    await wait(IDLE_MINUTES * MINUTE);

    expect(await screen.findByText('Login probe')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
    expect(localStorage.getItem('adminToken')).toBeNull();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Session expired');
    expect(toast).toHaveTextContent('Please sign in again.');
    expect(toast).toHaveAttribute('data-tone', 'destructive');
    expect(requests()).toHaveLength(before);
  });

  it('ends the session on the first tick after the device slept past the end', async () => {
    await renderDashboard();
    // Asleep: the clock moves on, no timer runs meanwhile.
    vi.setSystemTime(SIGNED_IN_AT + IDLE_MINUTES * MINUTE + 5 * MINUTE);
    expect(screen.queryByText('Login probe')).not.toBeInTheDocument();

    await wait(SECOND);
    expect(await screen.findByText('Login probe')).toBeInTheDocument();
    expect(await screen.findByTestId('toast')).toHaveTextContent('Session expired');
  });

  it('signs out from the warning exactly as Logout does', async () => {
    const { user } = await renderDashboard();
    await wait(IDLE_MINUTES * MINUTE - MINUTE);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Login probe')).toBeInTheDocument();
    expect(requests()).toContain(LOGOUT);
    expect(localStorage.getItem('adminToken')).toBeNull();
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Logged Out');
    expect(toast).toHaveTextContent('You have been logged out successfully');
  });

  it('keeps counting from the requests another tab makes', async () => {
    await renderDashboard();
    await wait(IDLE_MINUTES * MINUTE - MINUTE);
    expect(warning()).toBeInTheDocument();

    // Another tab of the dashboard had an answer just now.
    act(() => {
      localStorage.setItem('adminToken-last-request', String(Date.now()));
      window.dispatchEvent(new StorageEvent('storage', { key: 'adminToken-last-request' }));
    });
    await waitFor(() => expect(warning()).not.toBeInTheDocument());
    await wait(IDLE_MINUTES * MINUTE - 3 * MINUTE);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard$/);
  });

  it('says when the token itself lapses first, which no request can put off', async () => {
    const { user } = await renderDashboard({ expiresIn: 10 * 60 });

    await wait(8 * MINUTE);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(
      /^A sign-in lasts at most 60 minutes\. You will be signed out in 2 minutes ?\. Sign in again to keep working\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Stay signed in' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(warning()).not.toBeInTheDocument());
    await wait(2 * MINUTE);
    expect(await screen.findByText('Login probe')).toBeInTheDocument();
  });

  it('ticks quietly until the warning, on one interval, and stops with the dashboard', async () => {
    const { unmount } = await renderDashboard();
    const before = commits.mock.calls.length;

    await wait(20 * MINUTE);
    // One tick a second, and not one re-render of the dashboard for them.
    expect(vi.getTimerCount()).toBe(1);
    expect(commits.mock.calls.length).toBe(before);

    // The warning re-renders once a second (MUI's focus trap adds its own timer meanwhile).
    await wait(IDLE_MINUTES * MINUTE - 20 * MINUTE - 2 * MINUTE + 10 * SECOND);
    const shown = commits.mock.calls.length;
    expect(shown).toBeGreaterThan(before);
    await wait(5 * SECOND);
    expect(commits.mock.calls.length - shown).toBeLessThanOrEqual(5);

    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
