import { IDEMPOTENCY_KEY_HOURS } from '@lab/shared/api/idempotency';
import { ApiError, apiSubmit, type SubmissionReceipt } from '../api-client';
import { draftPath, readDrafts, removeDraft, updateDraft, type Draft } from './drafts';

/*
 * Sends the outbox, each draft exactly once: with the Idempotency-Key it was kept with, so
 * a try whose answer was lost and the next try are one submission to the API; one tab at a
 * time (a Web Lock, where the browser has them: the key alone would keep it single, but
 * two tabs would each tell the visitor); and a draft leaves the outbox only on an answer.
 */

/** Fired on `window` (cancelable) for each draft sent: the form that kept it claims it. */
export const DRAFT_SENT = 'lab-outbox-sent';

export interface DraftSent {
  draft: Draft;
  receipt: SubmissionReceipt;
}

/** What one send did with one draft. */
export type SendOutcome =
  | (DraftSent & {
      result: 'sent';
      /** A form on this page showed its confirmation. */ claimed: boolean;
    })
  | { draft: Draft; result: 'refused'; reason: string }
  | { draft: Draft; result: 'waiting' };

/** Answers that refuse for now, not for good: the draft stays to be sent again. */
const TRY_LATER = new Set([408, 425, 429]);

const LOCK = 'lab-outbox-send';
const CHANNEL = 'lab-outbox';

export const MAY_HAVE_ARRIVED =
  'It may have reached us already: look for our e-mail with its reference number before you send it again.';

let running: Promise<SendOutcome[]> | undefined;

/**
 * Sends every draft still waiting, one after another, and says what became of each. A
 * call while this tab is sending joins that send; while another tab sends, it sends none.
 */
export function sendWaitingDrafts(): Promise<SendOutcome[]> {
  running ??= withLock(sendAll).finally(() => {
    running = undefined;
  });
  return running;
}

async function withLock(work: () => Promise<SendOutcome[]>): Promise<SendOutcome[]> {
  // Not in every browser (nor in happy-dom): the key alone keeps those single.
  if (!navigator.locks) return work();
  return navigator.locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? work() : []));
}

async function sendAll(): Promise<SendOutcome[]> {
  const outcomes: SendOutcome[] = [];
  // Read inside the lock: another tab may have sent some a moment ago.
  for (const draft of readDrafts().filter((d) => !d.refused)) {
    const outcome = await sendOne(draft);
    outcomes.push(outcome);
    // No answer at all: the network is gone again, and the rest would fail the same way.
    if (outcome.result === 'waiting' && !navigator.onLine) break;
  }
  return outcomes;
}

async function sendOne(draft: Draft): Promise<SendOutcome> {
  const now = Date.now();
  if (
    draft.attemptedAt !== undefined &&
    now - draft.attemptedAt > IDEMPOTENCY_KEY_HOURS * 3_600_000
  ) {
    // Its key no longer answers for a try that may have landed: sending could store it twice.
    return refuse(draft, 0, MAY_HAVE_ARRIVED);
  }
  let receipt: SubmissionReceipt;
  try {
    receipt = await apiSubmit(draftPath(draft.kind), draft.payload, draft.key);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && !TRY_LATER.has(error.status)) {
      return refuse(draft, error.status, refusalReason(error));
    }
    // No answer, or a 5xx: it may have been stored, and only this key within its hours
    // keeps the next try from storing it again.
    const maybeStored = !(error instanceof ApiError && error.status < 500);
    if (maybeStored && draft.attemptedAt === undefined) updateDraft(draft.id, { attemptedAt: now });
    return { draft, result: 'waiting' };
  }
  removeDraft(draft.id);
  const sent = { draft, receipt };
  channel()?.postMessage(sent);
  return { ...sent, result: 'sent', claimed: announceSent(sent) };
}

function refuse(draft: Draft, status: number, reason: string): SendOutcome {
  updateDraft(draft.id, { refused: { status, reason } });
  return { draft, result: 'refused', reason };
}

/** The API's own words for a refusal: its message and each field's. */
function refusalReason(error: ApiError): string {
  const parts = [error.serverMessage, ...Object.values(error.fieldErrors)].filter(Boolean);
  return parts.length > 0
    ? parts.join(' ')
    : `The laboratory's server refused it (error ${error.status}).`;
}

/**
 * Tells this page a draft was sent (the form that kept it shows its confirmation);
 * whether a form claimed it.
 */
export function announceSent(sent: DraftSent): boolean {
  return !window.dispatchEvent(new CustomEvent(DRAFT_SENT, { detail: sent, cancelable: true }));
}

let sharedChannel: BroadcastChannel | null | undefined;

/**
 * The tab's one channel to the site's other tabs: it posts and listens on the same
 * object, which never hears its own messages (a second object in this tab would).
 */
function channel(): BroadcastChannel | null {
  sharedChannel ??= typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  return sharedChannel;
}

/** Hears the drafts other tabs of the site sent; returns the unsubscribe. */
export function onSentElsewhere(listener: (sent: DraftSent) => void): () => void {
  const onMessage = (event: MessageEvent<DraftSent>) => listener(event.data);
  channel()?.addEventListener('message', onMessage);
  return () => channel()?.removeEventListener('message', onMessage);
}
