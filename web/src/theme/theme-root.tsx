import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme, THEME_STORAGE } from './theme';

/**
 * The Emotion cache and the theme, with the theme's own style sheet (its CSS variables),
 * or without it for an island: the page around it already carries the sheet once.
 */
export function ThemeRoot({
  cache,
  sheet = true,
  children,
}: {
  cache: EmotionCache;
  /** @default true */
  sheet?: boolean;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider
        theme={theme}
        defaultMode={THEME_STORAGE.defaultMode}
        modeStorageKey={THEME_STORAGE.modeStorageKey}
        colorSchemeStorageKey={THEME_STORAGE.colorSchemeStorageKey}
        // Passed on to the CSS-variables provider, which MUI's types only show for themes
        // typed with their variables.
        {...{ disableStyleSheetGeneration: !sheet }}
      >
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
