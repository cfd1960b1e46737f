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
