import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { onDraftsChanged, readDrafts, removeDraft, type Draft } from '../../lib/outbox/drafts';
import {
  announceSent,
  onSentElsewhere,
  sendWaitingDrafts,
  type DraftSent,
} from '../../lib/outbox/send-drafts';
import { OUTBOX_MARKUP } from './outbox-markup';

/*
 * The outbox bar, with no React: loaded by the page script on a page opened while the
 * device holds kept requests, and by a form as it keeps one. It lists them (each with its
 * Discard button) and sends them when the network is there: as it starts, on `online`,
 * and when the tab is shown again. A request sent while no form on the page claimed it is
 * told here, with its reference number.
 */

const LABELS: Record<RecordKind, string> = {
  contact: 'Contact message',
  resource: 'Container request',
  shipping: 'Shipping label request',
};

const requests = (count: number) => `${count} request${count === 1 ? '' : 's'}`;

/** Sent requests told in the bar until the visitor dismisses them. */
const notices: string[] = [];

let started = false;

/** Starts the bar on this page (once): shows the outbox and sends it when it can. */
export function startOutbox(): void {
  if (started) return;
  const root = document.getElementById(OUTBOX_MARKUP.root);
  // Staff pages have no bar; the public pages they link to send.
  if (!root) return;
  started = true;
  render();
  onDraftsChanged(render);
  onSentElsewhere((sent) => {
    if (!announceSent(sent)) tell(sent);
  });
  window.addEventListener('online', send);
  window.addEventListener('offline', render);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') send();
  });
  send();
}

/** Brings the bar into view: a form just kept a request. */
export function showOutbox(): void {
  startOutbox();
  document.getElementById(OUTBOX_MARKUP.root)?.scrollIntoView({ block: 'nearest' });
}

function send(): void {
  if (!navigator.onLine || readDrafts().every((draft) => draft.refused)) return;
  void sendWaitingDrafts().then((outcomes) => {
    for (const outcome of outcomes) {
      if (outcome.result === 'sent' && !outcome.claimed) tell(outcome);
    }
  });
}

function tell({ draft, receipt }: DraftSent): void {
  const what = LABELS[draft.kind].toLowerCase();
  const reference = receipt.reference ? ` Your reference number: ${receipt.reference}.` : '';
  notices.push(`Your ${what} was sent.${reference} A copy was e-mailed to ${draft.emailedTo}.`);
  render();
}

function render(): void {
  const root = document.getElementById(OUTBOX_MARKUP.root);
  const status = document.getElementById(OUTBOX_MARKUP.status);
  const body = document.getElementById(OUTBOX_MARKUP.body);
  if (!root || !status || !body) return;
  const drafts = readDrafts();
  const waiting = drafts.filter((draft) => !draft.refused).length;
  const refused = drafts.length - waiting;
  const lines = [
    ...(waiting > 0 ? [`Waiting to send: ${requests(waiting)}`] : []),
    ...(refused > 0 ? [`Not sent: ${requests(refused)}`] : []),
    ...notices,
  ];
  // Only a change is written, so screen readers hear news, not the same words again.
  if (lines.join('\n') !== [...status.children].map((line) => line.textContent).join('\n')) {
    status.replaceChildren(...lines.map((line) => element('span', line)));
  }
  body.replaceChildren(
    ...(waiting > 0
      ? [
          hint(
            navigator.onLine
              ? 'Kept on this device; sending when the connection allows.'
              : 'Kept on this device; sent by itself when you are back online.',
          ),
        ]
      : []),
    ...(drafts.length > 0 ? [draftList(drafts)] : []),
    ...(notices.length > 0 ? [dismissButton()] : []),
  );
  root.toggleAttribute(OUTBOX_MARKUP.open, lines.length > 0);
}

function draftList(drafts: readonly Draft[]): HTMLElement {
  const list = document.createElement('ul');
  list.setAttribute('aria-label', 'Requests kept on this device');
  for (const draft of drafts) {
    const name = `${LABELS[draft.kind]} from ${draft.who}`;
    const text = element('span', `${name}, kept ${keptAt(draft.draftedAt)}`);
    if (draft.refused) {
      const refused = element('span', `Not sent: ${draft.refused.reason}`);
      refused.setAttribute('data-refused', '');
      text.append(refused);
    }
    const discard = element('button', 'Discard');
    discard.type = 'button';
    discard.setAttribute('aria-label', `Discard ${name}`);
    discard.addEventListener('click', () => removeDraft(draft.id));
    const item = document.createElement('li');
    item.append(text, discard);
    list.append(item);
  }
  return list;
}

function dismissButton(): HTMLElement {
  const button = element('button', 'Dismiss');
  button.type = 'button';
  button.setAttribute('aria-label', 'Dismiss the sent requests');
  button.setAttribute('data-dismiss', '');
  button.addEventListener('click', () => {
    notices.length = 0;
    render();
  });
  return button;
}

function hint(text: string): HTMLElement {
  const line = element('p', text);
  line.setAttribute('data-hint', '');
  return line;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string) {
  const made = document.createElement(tag);
  made.textContent = text;
  return made;
}

const keptAt = (time: number) =>
  new Date(time).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
