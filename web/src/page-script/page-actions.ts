import { REGION_ID } from '../components/notifications/region-id';
import { PAGE_ACTION, POPOVER_ALIGN, type PageAction, type PopoverAlign } from './attributes';
import { closePopover } from './popover';

const ACTIONS: Record<PageAction, () => void> = {
  print: () => window.print(),
};

const isAction = (value: string | null): value is PageAction =>
  value !== null && Object.hasOwn(ACTIONS, value);

let listening = false;

/**
 * Print buttons, and F8 to the notification region, on every page; a link followed from a
 * header menu closes the menu (a link to a place on the same page leaves it open otherwise).
 */
export function startPageActions(): void {
  // Pre-rendered shown disabled: they work from now on.
  for (const button of document.querySelectorAll(`[${PAGE_ACTION}][aria-disabled]`)) {
    button.removeAttribute('aria-disabled');
  }
  if (listening) return;
  listening = true;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const action = target?.closest(`[${PAGE_ACTION}]`)?.getAttribute(PAGE_ACTION) ?? null;
    if (isAction(action)) ACTIONS[action]();
    closePopover(target?.closest('a[href]')?.closest('[popover]'));
  });
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'F8') return;
    event.preventDefault();
    document.getElementById(REGION_ID)?.focus();
  });
}

/**
 * Places header popovers under the button that opens them where the browser has no CSS
 * anchor positioning (which places them without any script).
 */
export function startPopoverPlacement(): void {
  if (typeof CSS !== 'undefined' && CSS.supports('anchor-name: --a')) return;
  document.addEventListener(
    'beforetoggle',
    (event) => {
      const popover = event.target;
      if (!(popover instanceof HTMLElement) || (event as ToggleEvent).newState !== 'open') return;
      const align = popover.getAttribute(POPOVER_ALIGN) as PopoverAlign | null;
      const opener = popover.id && document.querySelector(`[popovertarget="${popover.id}"]`);
      if (!align || !opener) return;
      const box = opener.getBoundingClientRect();
      popover.style.inset = 'auto';
      popover.style.margin = '0';
      popover.style.top = `${box.bottom + 4}px`;
      if (align === 'start') popover.style.left = `${box.left}px`;
      else popover.style.right = `${document.documentElement.clientWidth - box.right}px`;
    },
    // Toggle events do not bubble: listen on the way down.
    true,
  );
}
