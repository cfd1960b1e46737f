import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { inAdminSession } from '../../../test/admin-session';
import { installFetchStub, json, type Reply } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import { findToast } from '../../../test/toast';
import { EraseRequester } from './erase-requester';

const ERASE = 'POST /api/admin/erase';
const stub = installFetchStub();

/** The search results, which the dashboard empties once the erasure has been read again. */
function Results() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Results read again
      </button>
      {shown &&
        inAdminSession(
          <EraseRequester
            email="jo@example.com"
            found={{ contact: 1, resource: 0, shipping: 1 }}
          />,
        )}
    </>
  );
}

describe('erasing a requester', () => {
  it('says what was erased even when the results it was asked from are gone by then', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    stub.answer({
      [ERASE]: () =>
        new Promise<Response>((resolve) => {
          answer = (reply) => void Promise.resolve(reply()).then(resolve);
        }),
    });
    const user = userEvent.setup();
    renderWithApp(
      <QueryClientProvider client={createQueryClient()}>
        <Results />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Erase this requester' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase' }),
    );

    // The search is read again before the answer's callbacks run: its results are gone
    // (behind the open dialog, so out of the accessibility tree).
    fireEvent.click(screen.getByRole('button', { name: 'Results read again', hidden: true }));
    expect(screen.queryByRole('button', { name: 'Erase this requester', hidden: true })).toBeNull();
    answer(json({ deleted: { contact: 1, resource: 0, shipping: 1 } }));

    expect(await findToast('Requester erased')).toHaveTextContent(
      'Deleted Contact Submissions: 1, Resource Requests: 0, Shipping Requests: 1',
    );
  });
});
