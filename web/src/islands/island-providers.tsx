import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import { NotificationsProvider } from '../components/notifications/notifications-provider';
import { theme, THEME_STORAGE } from '../theme/theme';

/**
 * What every island root runs in, on the server and in the browser. One Emotion cache for
 * the page's islands, which adopts the pre-rendered styles; no style sheets of the theme's
 * own (the page already carries its variables and baseline once).
 */
export function IslandProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider
          theme={theme}
          defaultMode={THEME_STORAGE.defaultMode}
          modeStorageKey={THEME_STORAGE.modeStorageKey}
          colorSchemeStorageKey={THEME_STORAGE.colorSchemeStorageKey}
          // Passed on to the CSS-variables provider, which MUI's types only show for
          // themes typed with their variables.
          {...{ disableStyleSheetGeneration: true }}
        >
          <NotificationsProvider>{children}</NotificationsProvider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
