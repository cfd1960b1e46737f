import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readAdminToken, storeAdminToken } from '../../../lib/admin-session';
import { createQueryClient } from '../../../lib/query-client';
import { renderAdminRoutes } from '../../../test/admin-routes';
import { installFetchStub, json } from '../../../test/fetch-stub';
import { findToast } from '../../../test/toast';
import { useAdminSession } from '../hooks/use-admin-session';
import { AdminSessionProvider } from './admin-session-provider';

/*
 * The session ends in one place, whichever call its token was refused on; and only once:
 * calls answer in any order, some after the session is over or the admin has gone.
 */

const READ = 'GET /api/admin/dashboard';
const refused = json({ message: 'Unauthorized' }, 401);
const { answer } = installFetchStub();

/** Replies held back until the test releases them, in the order they were asked. */
function heldReplies() {
  const waiting: ((response: Response | Promise<Response>) => void)[] = [];
  const reply = () => new Promise<Response>((resolve) => waiting.push(resolve));
  const release = async () => {
    await act(async () => waiting.shift()?.(refused()));
  };
  return { reply, release };
}

/** A part of the dashboard that makes `calls` reads at once, and can leave for the login. */
function Reader({ calls }: { calls: number }) {
  const { client } = useAdminSession();
  const navigate = useNavigate();
  useEffect(() => {
    for (let call = 0; call < calls; call += 1) {
      client.json('/api/admin/dashboard').catch(() => undefined);
    }
  }, [client, calls]);
  return (
    <button type="button" onClick={() => void navigate('/admin')}>
      Leave
    </button>
  );
}

function renderSession(calls: number) {
  storeAdminToken('token-abc');
  const user = userEvent.setup();
  renderAdminRoutes(
    <QueryClientProvider client={createQueryClient()}>
      <AdminSessionProvider token="token-abc">
        <Reader calls={calls} />
      </AdminSessionProvider>
    </QueryClientProvider>,
  );
  return user;
}

describe('the admin session', () => {
  it('ends on a refused call, and a later refusal leaves the next sign-in alone', async () => {
    const { reply, release } = heldReplies();
    answer({ [READ]: reply });
    renderSession(2);

    await release();
    expect(await screen.findByText('Login probe')).toBeInTheDocument();
    expect(readAdminToken()).toBeNull();
    expect(await findToast('Session expired')).toHaveTextContent('Please sign in again.');

    // Signed in again in this tab before the second refusal of the old token came back.
    storeAdminToken('token-new');
    await release();
    expect(readAdminToken()).toBe('token-new');
  });

  it('changes nothing for a call refused after the admin left the dashboard', async () => {
    const { reply, release } = heldReplies();
    answer({ [READ]: reply });
    const user = renderSession(1);

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await screen.findByText('Login probe');
    await release();
    expect(readAdminToken()).toBe('token-abc');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
