import type { EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';
import {
  NotificationsProvider,
  NotificationsRegion,
} from '../components/notifications/notifications-provider';
import { ISLAND_ATTRIBUTES } from '../islands/attributes';
import { HEADER_CLEARANCE_PX, LAID_OUT_WHEN_NEAR } from '../theme/primitives';
import { COLOR_SCHEME_ATTRIBUTE, LIGHT_ON_PAPER } from '../theme/theme';
import { ThemeRoot } from '../theme/theme-root';

const globalStyles = (
  <GlobalStyles
    styles={(t) => ({
      html: { scrollBehavior: 'smooth' },
      // Public pages are separate documents: the browser cross-fades from one to the next.
      '@view-transition': { navigation: 'auto' },
      // An island's element only marks where a React root starts: no box of its own.
      [`[${ISLAND_ATTRIBUTES.name}]`]: { display: 'contents' },
      // A field focused before its form is live (React marks focus with Mui-focused)
      // shows the frame focus gives it once live.
      '.MuiOutlinedInput-root:focus-within:not(.Mui-focused) .MuiOutlinedInput-notchedOutline': {
        borderColor: (t.vars ?? t).palette.primary.main,
        borderWidth: 2,
      },
      // A page's sections after the first; all of them once an address points into the
      // page, so a (smooth) scroll to its target is measured on the real heights.
      'main:not(:has(:target)) > section ~ section': LAID_OUT_WHEN_NEAR,
      // Anchored sections stop below the sticky header.
      '[id]': { scrollMarginTop: HEADER_CLEARANCE_PX },
      '.notifications-container': {
        [t.breakpoints.up('md')]: { maxWidth: 420 },
      },
      '.notifications-region:focus-visible': { outline: 'none' },
      '@media print': {
        'header, footer, nav, .no-print, .notifications-region': { display: 'none !important' },
        body: { background: '#fff', color: '#000' },
        // Higher specificity than the scheme's own variables on the root element.
        [`html[${COLOR_SCHEME_ATTRIBUTE}]`]: LIGHT_ON_PAPER,
      },
    })}
  />
);

/** Every context the page (or the admin app) runs in, the same on the server and in the browser. */
export function Providers({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <ThemeRoot cache={cache}>
      <CssBaseline enableColorScheme />
      {globalStyles}
      <NotificationsProvider>
        <NotificationsRegion />
        {children}
      </NotificationsProvider>
    </ThemeRoot>
  );
}
