import { fireEvent, within } from '@testing-library/react';

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
