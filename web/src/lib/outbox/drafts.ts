import * as z from 'zod/mini';
import { createRoute } from '@lab/shared/api/routes';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { STORAGE_KEYS } from '@lab/shared/constants/storage-keys';
import { newIdempotencyKey, submissionKey } from '../api-client';

/*
 * The outbox: requests a visitor sent with no network, kept in this browser's
 * localStorage (not encrypted: what the visitor typed into a public form, on their own
 * device) until they are sent or discarded, or for DRAFT_KEEP_DAYS at most. localStorage
 * rather than IndexedDB: a few small JSON bodies, read synchronously as a page opens, and
 * other tabs hear every change through the `storage` event.
 */

/** How long a draft is kept if it is neither sent nor discarded: a week in the field. */
export const DRAFT_KEEP_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fired on `window` when this tab changes the outbox (other tabs hear `storage`). */
export const OUTBOX_CHANGED = 'lab-outbox-changed';

const draftSchema = z.object({
  /** The draft's own id, for discarding it and for the form that kept it. */
  id: z.string(),
  kind: z.enum(RECORD_KINDS),
  /** The API body, exactly as the form would have sent it (checked by the form's schema). */
  payload: z.record(z.string(), z.unknown()),
  /** Its Idempotency-Key: made when it was kept (or by the send that got no answer), sent on every try. */
  key: z.string(),
  /** Epoch ms. */
  draftedAt: z.number(),
  /** The requester's name and e-mail address, as typed: how the outbox and confirmation name it. */
  who: z.string(),
  emailedTo: z.string(),
  /**
   * Epoch ms of the first send that got no sure answer (no answer, or a 5xx): it may have
   * been stored, and only the same key within its IDEMPOTENCY_KEY_HOURS keeps it single.
   */
  attemptedAt: z.optional(z.number()),
  /** Why the API refused it (a 4xx): kept, not sent again, until the visitor discards it. */
  refused: z.optional(z.object({ status: z.number(), reason: z.string() })),
});

/** A request kept on this device. */
export type Draft = z.infer<typeof draftSchema>;

const outboxSchema = z.array(draftSchema);

/** The API path a draft of `kind` is sent to: its form's route. */
export const draftPath = (kind: RecordKind) => createRoute(kind).path;

/** What a form gives the outbox to keep. */
export interface DraftInput {
  kind: RecordKind;
  payload: Record<string, unknown>;
  who: string;
  emailedTo: string;
  /** The form's own send already went out and got no answer (it may have landed). */
  attempted: boolean;
}

/**
 * The drafts on this device, oldest first, without those past DRAFT_KEEP_DAYS (which are
 * removed). Unreadable contents (another version's, or edited by hand) are dropped whole.
 */
export function readDrafts(now = Date.now()): Draft[] {
  const stored = readStored();
  const drafts = stored.filter((draft) => now - draft.draftedAt < DRAFT_KEEP_DAYS * DAY_MS);
  if (drafts.length !== stored.length) writeDrafts(drafts);
  return drafts;
}

function readStored(): Draft[] {
  let text: string | null;
  try {
    text = localStorage.getItem(STORAGE_KEYS.outbox);
  } catch {
    return [];
  }
  if (text === null) return [];
  let parsed: Draft[] | undefined;
  try {
    parsed = outboxSchema.safeParse(JSON.parse(text)).data;
  } catch {
    parsed = undefined;
  }
  if (!parsed) writeDrafts([]);
  return parsed ?? [];
}

/** Stores `drafts`; no key at all when there are none, which is what a page checks first. */
function writeDrafts(drafts: readonly Draft[]): void {
  if (drafts.length === 0) localStorage.removeItem(STORAGE_KEYS.outbox);
  else localStorage.setItem(STORAGE_KEYS.outbox, JSON.stringify(drafts));
  window.dispatchEvent(new Event(OUTBOX_CHANGED));
}

/**
 * Keeps a request to send later, with the idempotency key its content is sent with (the
 * one its own failed send used, if it went out). Throws when the browser stores nothing
 * (storage full or refused): the form then fails as it would have.
 */
export function keepDraft(input: DraftInput, now = Date.now()): Draft {
  const { attempted, ...fields } = input;
  const draft: Draft = {
    ...fields,
    id: newIdempotencyKey(),
    key: submissionKey(draftPath(input.kind), input.payload),
    draftedAt: now,
    ...(attempted && { attemptedAt: now }),
  };
  writeDrafts([...readDrafts(now), draft]);
  return draft;
}

/** Removes a draft: sent, or discarded by the visitor. */
export function removeDraft(id: string): void {
  const drafts = readDrafts();
  if (drafts.some((draft) => draft.id === id)) writeDrafts(drafts.filter((d) => d.id !== id));
}

/** Changes a draft still kept (what a send learnt of it). */
export function updateDraft(id: string, change: Partial<Pick<Draft, 'attemptedAt' | 'refused'>>) {
  const drafts = readDrafts();
  if (drafts.some((draft) => draft.id === id))
    writeDrafts(drafts.map((draft) => (draft.id === id ? { ...draft, ...change } : draft)));
}

/** Calls `listener` whenever the outbox changes, in this tab or another; returns the unsubscribe. */
export function onDraftsChanged(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.outbox || event.key === null) listener();
  };
  window.addEventListener(OUTBOX_CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(OUTBOX_CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}
