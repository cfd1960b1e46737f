/** Closes `element` if it is an open popover; where a browser has no popovers, there is none. */
export function closePopover(element: Element | null | undefined): void {
  if (!(element instanceof HTMLElement)) return;
  try {
    if (element.matches(':popover-open')) element.hidePopover();
  } catch {
    // `:popover-open` is not a selector this browser knows: nothing was opened as one.
  }
}
