import { startAnalytics } from './analytics';
import { startPageActions, startPopoverPlacement } from './page-actions';
import { startTabs } from './tabs';
import { startThemeChoice } from './theme-choice';

/** Everything the pages do without React: the header's theme menu, tabs, print, analytics. */
export function startPageScript(): void {
  startThemeChoice();
  startPageActions();
  startTabs();
  startPopoverPlacement();
  startAnalytics();
}
