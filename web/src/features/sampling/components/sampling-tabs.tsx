import Box from '@mui/material/Box';
import {
  DEFAULT_SAMPLING_TAB,
  SAMPLING_OVERVIEW,
  SAMPLING_TAB_IDS,
  type SamplingTabId,
} from '../../../content/sampling';
import { TABS } from '../../../page-script/attributes';

export const TAB_PARAM = 'tab';
export const tabId = (tab: SamplingTabId) => `sampling-tab-${tab}`;
export const panelId = (tab: SamplingTabId) => `sampling-panel-${tab}`;

/**
 * The sampling guide's tab list, wrapping onto more rows where the screen is narrow. Each
 * tab is a link to its own `?tab=` address, so a tap before any script runs (or without
 * one) loads that address and is never lost. The page script then makes them tabs: the
 * address's tab shown, a click or the arrow keys switch in place; no React. The default
 * tab is the page's canonical address: no query string.
 */
export function SamplingTabs({ pathname }: { pathname: string }) {
  return (
    <Box
      role="tablist"
      aria-label={SAMPLING_OVERVIEW.tabsLabel}
      {...{ [TABS]: TAB_PARAM }}
      className="no-print"
      sx={{
        // All seven tabs in sight: on a phone they wrap onto a second row rather than
        // run off the screen in a strip that hides how many follow.
        display: 'flex',
        flexWrap: 'wrap',
        borderBottom: 1,
        borderColor: 'divider',
        mb: { xs: 4, md: 5 },
      }}
    >
      {SAMPLING_TAB_IDS.map((tab) => (
        <Box
          component="a"
          key={tab}
          role="tab"
          id={tabId(tab)}
          href={tab === DEFAULT_SAMPLING_TAB ? pathname : `${pathname}?${TAB_PARAM}=${tab}`}
          aria-controls={panelId(tab)}
          aria-selected={tab === DEFAULT_SAMPLING_TAB}
          sx={{
            // Growing to fill their row on small screens, so wrapped rows read as a block.
            flex: { xs: '1 0 auto', md: '0 0 auto' },
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 48,
            minWidth: { xs: 0, sm: 96 },
            justifyContent: 'center',
            px: 2,
            py: 1.5,
            fontSize: '1rem',
            fontWeight: 600,
            color: 'text.secondary',
            textDecoration: 'none',
            whiteSpace: 'nowrap',
            '&:hover': { color: 'text.primary', bgcolor: 'action.hover' },
            '&[aria-selected="true"]': {
              color: 'primary.main',
              boxShadow: 'inset 0 -3px 0 currentColor',
            },
            '&:focus-visible': { outline: '2px solid', outlineOffset: -2 },
          }}
        >
          {SAMPLING_OVERVIEW.tabLabel(tab)}
        </Box>
      ))}
    </Box>
  );
}
