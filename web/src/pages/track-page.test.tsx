import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRACK_NOT_FOUND, type TrackResponse } from '@lab/shared/schemas/samples';
import { renderPage } from '../entry-server';
import { ISLAND_ATTRIBUTES } from '../islands/attributes';
import { expectNoAxeViolation } from '../test/axe';
import { renderWithApp } from '../test/render';
import TrackPage from './track-page';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A shipping label request whose samples arrived: results due between two days. */
const SHIPPING: TrackResponse = {
  reference: 'PAL-7K3Q-9D',
  kind: 'shipping',
  requestedAt: '2026-11-20T17:30:00.000Z',
  containersSent: null,
  // 05:30 UTC on the 25th is still the 24th in Edmonton.
  samplesReceived: { at: '2026-11-25T05:30:00.000Z', boxes: 2, condition: 'damaged' },
  expected: {
    turnaround: 'standard',
    words: '3-5 days',
    earliest: '2026-11-27',
    latest: '2026-12-01',
  },
};

/** A container request whose containers are on their way; nothing has come back yet. */
const CONTAINERS: TrackResponse = {
  reference: 'PAL-7K3Q-9D',
  kind: 'resource',
  requestedAt: '2026-11-20T17:30:00.000Z',
  containersSent: {
    at: '2026-11-23T16:00:00.000Z',
    courier: 'purolator',
    tracking: '3310 9ABC-12',
  },
  samplesReceived: null,
  expected: null,
};

function setup() {
  const user = userEvent.setup();
  renderWithApp(<TrackPage />, { route: '/track' });
  const fields = {
    reference: screen.getByRole('textbox', { name: /reference number/i }),
    email: screen.getByRole('textbox', { name: /email address/i }),
    submit: screen.getByRole('button', { name: 'Check status' }),
  };
  return { user, fields };
}

async function ask(reference = 'pal 7k3q9d', email = ' jo@example.com ') {
  const view = setup();
  await view.user.type(view.fields.reference, reference);
  await view.user.type(view.fields.email, email);
  await view.user.click(view.fields.submit);
  return view;
}

/** The timeline's steps as read: title, then what it says. */
async function steps(): Promise<string[]> {
  const result = await screen.findByRole('region', { name: /^Request PAL-7K3Q-9D$/ });
  return within(result)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('/track', () => {
  it('explains itself and asks for the reference and the address', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Track a request' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Where to find your reference' }),
    ).toBeInTheDocument();
  });

  it("checks both fields with the API's own messages before asking", async () => {
    const { user, fields } = setup();
    await user.type(fields.reference, 'PAL-12');
    await user.type(fields.email, 'not-an-email');
    await user.click(fields.submit);

    await waitFor(() =>
      expect(fields.reference).toHaveAccessibleDescription('Enter the reference, like PAL-7K3Q-9D'),
    );
    expect(fields.email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fields.reference).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the reference as stored and the address trimmed, and shows a shipping request without a containers step', async () => {
    fetchMock.mockResolvedValue(answer(SHIPPING));
    await ask();

    const shown = await steps();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/track');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      reference: 'PAL-7K3Q-9D',
      email: 'jo@example.com',
    });
    expect(shown).toEqual([
      'RequestedNovember 20, 2026',
      'Samples receivedNovember 24, 2026: 2 boxes, condition damaged',
      'Expected resultsBetween Friday, November 27, 2026 and Tuesday, December 1, 2026',
      expect.stringMatching(/^Results \(Pending\)Results will appear in the client portal/),
    ]);
    expect(screen.queryByText('Containers sent')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the client portal' })).toHaveAttribute(
      'href',
      '/portal',
    );
  });

  it('shows a container request with its tracking link, and the steps not reached as pending', async () => {
    fetchMock.mockResolvedValue(answer(CONTAINERS));
    await ask();

    expect(await steps()).toEqual([
      'RequestedNovember 20, 2026',
      'Containers sentNovember 23, 2026, Purolator. Tracking number 3310 9ABC-12 (opens in a new tab)',
      'Samples received (Pending)Your samples have not reached the laboratory yet.',
      'Expected results (Pending)We give the date once your samples arrive.',
      expect.stringMatching(/^Results \(Pending\)/),
    ]);
    expect(screen.getByRole('link', { name: '3310 9ABC-12 (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.purolator.com/en/shipping/tracker?pin=3310%209ABC-12',
    );
    await expectNoAxeViolation();
  });

  it('names a single expected day when the turnaround gives one', async () => {
    fetchMock.mockResolvedValue(
      answer({
        ...SHIPPING,
        expected: { ...SHIPPING.expected, earliest: '2026-11-26', latest: '2026-11-26' },
      }),
    );
    await ask();
    expect(await steps()).toContain('Expected resultsThursday, November 26, 2026');
  });

  it('says no request matches on a 404, and to wait on a 429', async () => {
    fetchMock.mockResolvedValueOnce(answer({ message: TRACK_NOT_FOUND }, 404));
    const { user, fields } = await ask();
    expect(await screen.findByRole('alert')).toHaveTextContent(TRACK_NOT_FOUND);

    fetchMock.mockResolvedValueOnce(answer({ message: 'Too Many Requests' }, 429));
    await user.click(fields.submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many attempts, please wait a minute and try again',
      ),
    );
  });

  it('asks at once with the token of a signed link, and takes the token out of the address', async () => {
    window.history.replaceState({ keep: 1 }, '', '/track?t=v1.signed-token&utm=mail#top');
    fetchMock.mockResolvedValue(answer(SHIPPING));
    renderWithApp(<TrackPage />, { route: '/track' });

    expect(await steps()).toHaveLength(4);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: 'v1.signed-token',
    });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/track?utm=mail#top',
    );
    expect(window.history.state).toEqual({ keep: 1 });
  });

  it('offers to try again when a signed link got no answer', async () => {
    window.history.replaceState(null, '', '/track?t=v1.signed-token');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(answer(CONTAINERS));
    const user = userEvent.setup();
    renderWithApp(<TrackPage />, { route: '/track' });

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the laboratory');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await steps()).toHaveLength(5);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      token: 'v1.signed-token',
    });
  });
});

describe('/track as pre-rendered', () => {
  it('is a noindex page with its explanation and form, the link island waiting for a token', async () => {
    const { html, head } = await renderPage('/track');
    expect(head).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(head).toContain('<title>Track a Request');
    document.body.innerHTML = html;
    expect(screen.getByRole('heading', { level: 1, name: 'Track a request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check status' })).toBeInTheDocument();
    const islands = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTES.name}]`)].map((element) => [
      element.getAttribute(ISLAND_ATTRIBUTES.name),
      element.getAttribute(ISLAND_ATTRIBUTES.when),
    ]);
    expect(islands).toEqual([
      ['track-link', 'param:t'],
      ['track-form', 'interaction'],
    ]);
    // Not in the main navigation.
    expect(document.querySelector('header a[href="/track"]')).toBeNull();
    document.body.innerHTML = '';
  });
});
