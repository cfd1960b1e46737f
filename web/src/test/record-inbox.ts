import { fireEvent, within } from '@testing-library/react';
import type { ContactSubmission } from '@lab/shared/schemas/records';

/**
 * A contact message as the list API answers it, new and untouched, with `fields` changed:
 * the record the inbox's tests start from.
 */
export function contactSubmission(fields: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    id: '01JD0CONTACT0000000000001',
    reference: 'PAL-7K3Q-9D',
    createdAt: '2026-11-21T15:05:00.000Z',
    name: 'Jo Farmer',
    email: 'jo@example.com',
    phone: null,
    subject: 'pricing',
    message: 'How much is a full soil panel?',
    status: 'new',
    statusChangedAt: null,
    statusChangedBy: null,
    assignee: null,
    replies: [],
    notes: [],
    delivery: { alert: null, receipt: null },
    samplesReceived: null,
    containersSent: null,
    ...fields,
  };
}

/**
 * The record card named `name`: a list tab's record is a compact row until opened, so its
 * row is opened first (a search result, or a record already open, is a card already).
 */
export function openedCard(name: string, scope: HTMLElement = document.body): HTMLElement {
  const shown = within(scope).queryByRole('article', { name });
  if (shown) return shown;
  fireEvent.click(within(scope).getByRole('button', { name, expanded: false }));
  return within(scope).getByRole('article', { name });
}

/** The records a list tab shows, in order: one checkbox each, named 'Select <name>'. */
export function shownRecords(panel: HTMLElement): HTMLElement[] {
  return within(panel).queryAllByRole('checkbox', { name: /^Select (?!all on this page)/ });
}

/** The names of the records a list tab shows, in order. */
export function shownNames(panel: HTMLElement): string[] {
  return shownRecords(panel).map((box) => (box.getAttribute('aria-label') ?? '').slice(7));
}

/**
 * The compact line of the list record named `name`: its button is the name alone, and the
 * line around it shows the rest (subject, status, reference, age, assignee).
 */
export function inboxLine(name: string, scope: HTMLElement = document.body): HTMLElement {
  const line = within(scope)
    .getByRole('button', { name })
    .closest<HTMLElement>('[data-inbox-head]');
  if (!line) throw new Error(`${name} is no list record`);
  return line;
}
