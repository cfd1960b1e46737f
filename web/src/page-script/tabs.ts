import { tabKeyTarget } from '../lib/tab-keys';
import { TABS } from './attributes';

/*
 * Tab lists whose tabs are links to their own `?tab=` addresses (they work without any
 * script: each loads its address). Here they become tabs as WAI-ARIA describes: the
 * address's tab shown, a click or the arrow keys, Home and End switch in place, one tab
 * in the Tab order.
 */

function enhance(list: HTMLElement): void {
  const param = list.getAttribute(TABS) ?? '';
  const tabs = [...list.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
  const select = (chosen: HTMLAnchorElement, { keepAddress = false } = {}) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
    chosen.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    if (keepAddress) return;
    // The tab's own parameter changes; any other (a campaign's, say) stays.
    const address = new URL(window.location.href);
    const value = new URL(chosen.href).searchParams.get(param);
    if (value === null) address.searchParams.delete(param);
    else address.searchParams.set(param, value);
    // Replaced, not pushed: switching tabs is not a new page, Back leaves the page.
    window.history.replaceState(window.history.state, '', address);
  };

  const requested = new URLSearchParams(window.location.search).get(param);
  const initial =
    tabs.find((tab) => new URL(tab.href).searchParams.get(param) === requested) ??
    tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ??
    tabs[0];
  if (initial) select(initial, { keepAddress: true });

  list.addEventListener('click', (event) => {
    const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
    // A modified click (new tab, new window) is the browser's.
    if (!(tab instanceof HTMLAnchorElement) || !plain) return;
    event.preventDefault();
    select(tab);
  });
  list.addEventListener('keydown', (event) => {
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    const target = index >= 0 ? tabKeyTarget(event.key, index, tabs.length) : undefined;
    const next = target === undefined ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    select(next);
    next.focus();
  });
}

export function startTabs(): void {
  for (const list of document.querySelectorAll<HTMLElement>(`[${TABS}]`)) enhance(list);
}
