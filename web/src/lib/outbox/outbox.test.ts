import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@lab/shared/api/idempotency';
import { STORAGE_KEYS } from '@lab/shared/constants/storage-keys';
import { apiSubmit, NetworkError } from '../api-client';
import { DRAFT_KEEP_DAYS, keepDraft, readDrafts, removeDraft, type DraftInput } from './drafts';
import { DRAFT_SENT, MAY_HAVE_ARRIVED, sendWaitingDrafts } from './send-drafts';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

const DAY_MS = 24 * 60 * 60 * 1000;

const request = (name = 'Jo Farmer'): DraftInput => ({
  kind: 'resource',
  payload: { resourceId: 'soil-sample-bags', name, email: 'jo@example.com' },
  who: name,
  emailedTo: 'jo@example.com',
  attempted: false,
});

const created = (reference = 'PAL-7K3Q-9D') =>
  new Response(JSON.stringify({ ok: true, id: 'r1', reference }), { status: 201 });

/** The Idempotency-Key of each request fetch was given, in order. */
const sentKeys = () =>
  fetchMock.mock.calls.map(
    ([, init]) => (init?.headers as Record<string, string>)[IDEMPOTENCY_HEADER],
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  fetchMock.mockReset();
  vi.restoreAllMocks();
});

describe('the outbox', () => {
  it('keeps a request on the device with its own idempotency key, and nothing when empty', () => {
    expect(localStorage.getItem(STORAGE_KEYS.outbox)).toBeNull();
    const draft = keepDraft(request(), 1_000);
    expect(draft).toMatchObject({
      kind: 'resource',
      payload: request().payload,
      who: 'Jo Farmer',
      emailedTo: 'jo@example.com',
      draftedAt: 1_000,
    });
    expect(draft.key).toMatch(/^[0-9a-f]{32}$/);
    expect(draft.attemptedAt).toBeUndefined();
    expect(readDrafts(1_000)).toEqual([draft]);

    removeDraft(draft.id);
    expect(readDrafts()).toEqual([]);
    // No key at all: a page's check for kept requests is one read.
    expect(localStorage.getItem(STORAGE_KEYS.outbox)).toBeNull();
  });

  it(`discards a draft ${DRAFT_KEEP_DAYS} days after it was kept`, () => {
    const start = Date.UTC(2026, 10, 1);
    const old = keepDraft(request('Old'), start);
    const recent = keepDraft(request('Recent'), start + 2 * DAY_MS);
    expect(readDrafts(start + DRAFT_KEEP_DAYS * DAY_MS - 1)).toEqual([old, recent]);
    expect(readDrafts(start + DRAFT_KEEP_DAYS * DAY_MS)).toEqual([recent]);
    // Gone from storage, not just hidden.
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.outbox)!)).toEqual([recent]);
  });

  it('drops contents it cannot read rather than failing every page', () => {
    localStorage.setItem(STORAGE_KEYS.outbox, '[{"kind":"pizza"}]');
    expect(readDrafts()).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.outbox)).toBeNull();
  });

  it('sends a draft exactly once, with its own key on every try', async () => {
    const draft = keepDraft(request());
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendWaitingDrafts()).toMatchObject([{ result: 'waiting' }]);
    // Kept, and marked as maybe stored: only the same key may follow.
    expect(readDrafts()).toMatchObject([{ id: draft.id, attemptedAt: expect.any(Number) }]);

    fetchMock.mockResolvedValueOnce(created());
    const [outcome] = await sendWaitingDrafts();
    expect(outcome).toMatchObject({
      result: 'sent',
      receipt: { reference: 'PAL-7K3Q-9D' },
      claimed: false,
    });
    expect(readDrafts()).toEqual([]);
    expect(await sendWaitingDrafts()).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentKeys()).toEqual([draft.key, draft.key]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/resources/request');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(draft.payload);
  });

  it('sends once when asked twice at the same time (online and a page opening)', async () => {
    keepDraft(request());
    fetchMock.mockImplementation(async () => created());
    const [first, second] = await Promise.all([sendWaitingDrafts(), sendWaitingDrafts()]);
    expect(first).toBe(second);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes the key of the form’s own send that got no answer', async () => {
    const input = request();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiSubmit('/api/resources/request', input.payload)).rejects.toBeInstanceOf(
      NetworkError,
    );
    const draft = keepDraft({ ...input, attempted: true });
    expect(draft.key).toBe(sentKeys()[0]);
    expect(draft.attemptedAt).toEqual(expect.any(Number));
  });

  it('keeps a refused draft with the reason, sends it no more, and lets it be discarded', async () => {
    const refused = keepDraft(request('Refused'));
    const waiting = keepDraft(request('Waiting'));
    fetchMock
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({
            message: 'Please correct the highlighted fields',
            errors: { address: 'Please enter a valid Canadian postal code (for example T5J 0N3)' },
          }),
          { status: 400 },
        ),
      )
      .mockResolvedValueOnce(new Response('busy', { status: 503 }));
    expect(await sendWaitingDrafts()).toMatchObject([
      {
        result: 'refused',
        reason:
          'Please correct the highlighted fields Please enter a valid Canadian postal code (for example T5J 0N3)',
      },
      // A 5xx is no refusal: it stays to be sent again, with its key.
      { result: 'waiting' },
    ]);
    expect(readDrafts()).toMatchObject([
      { id: refused.id, refused: { status: 400 } },
      { id: waiting.id, attemptedAt: expect.any(Number) },
    ]);
    expect(readDrafts()[1]).not.toHaveProperty('refused');

    fetchMock.mockResolvedValueOnce(created());
    expect(await sendWaitingDrafts()).toMatchObject([
      { result: 'sent', draft: { id: waiting.id } },
    ]);
    expect(sentKeys()).toEqual([refused.key, waiting.key, waiting.key]);
    expect(readDrafts()).toMatchObject([{ id: refused.id }]);

    removeDraft(refused.id);
    expect(readDrafts()).toEqual([]);
  });

  it('keeps waiting on a "too many requests" answer', async () => {
    keepDraft(request());
    fetchMock.mockResolvedValueOnce(new Response('slow down', { status: 429 }));
    expect(await sendWaitingDrafts()).toMatchObject([{ result: 'waiting' }]);
    const [draft] = readDrafts();
    expect(draft).not.toHaveProperty('refused');
    // Refused before anything was stored: no try that may have landed.
    expect(draft).not.toHaveProperty('attemptedAt');
  });

  it('does not send again a draft whose key has expired since a try that may have landed', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 10, 2, 1));
    keepDraft({ ...request(), attempted: true }, Date.UTC(2026, 10, 1));
    expect(await sendWaitingDrafts()).toMatchObject([
      { result: 'refused', reason: MAY_HAVE_ARRIVED },
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands a sent draft to the form that claims it', async () => {
    const draft = keepDraft(request());
    fetchMock.mockResolvedValueOnce(created('PAL-AAAA-BB'));
    const claim = (event: Event) => {
      if ((event as CustomEvent<{ draft: { id: string } }>).detail.draft.id === draft.id)
        event.preventDefault();
    };
    window.addEventListener(DRAFT_SENT, claim);
    try {
      expect(await sendWaitingDrafts()).toMatchObject([
        { result: 'sent', claimed: true, receipt: { reference: 'PAL-AAAA-BB' } },
      ]);
    } finally {
      window.removeEventListener(DRAFT_SENT, claim);
    }
  });
});
