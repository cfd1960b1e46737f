import { startAnalytics } from './analytics';
import { startCarousels } from './carousel';
import { startOfflineState } from './offline-state';
import { startOutboxWhenKept } from './outbox';
import { startPageActions, startPopoverPlacement } from './page-actions';
import { startTabs } from './tabs';
import { startThemeChoice } from './theme-choice';

/**
 * Everything the pages do without React: the header's theme menu, tabs, carousels, print,
 * analytics, the outbox of requests kept offline, and the offline state.
 */
export function startPageScript(): void {
  startThemeChoice();
  startPageActions();
  startTabs();
  startCarousels();
  startPopoverPlacement();
  startAnalytics();
  startOutboxWhenKept();
  startOfflineState();
}
