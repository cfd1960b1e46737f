import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { NotificationsProvider } from '../components/notifications/notifications-provider';
import { COLOR_SCHEME_ATTRIBUTE, LIGHT_ON_PAPER, theme, THEME_STORAGE } from '../theme/theme';

const globalStyles = (
  <GlobalStyles
    styles={(t) => ({
      html: { scrollBehavior: 'smooth' },
      // Anchored sections stop below the sticky header.
      '[id]': { scrollMarginTop: 88 },
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

/** Every context the app runs in, the same on the server and in the browser. */
export function Providers({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider
        theme={theme}
        defaultMode={THEME_STORAGE.defaultMode}
        modeStorageKey={THEME_STORAGE.modeStorageKey}
        colorSchemeStorageKey={THEME_STORAGE.colorSchemeStorageKey}
      >
        <CssBaseline enableColorScheme />
        {globalStyles}
        <NotificationsProvider>{children}</NotificationsProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
