import type { EmotionCache } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { NotificationsProvider } from '../components/notifications/notifications-provider';
import { ThemeRoot } from '../theme/theme-root';

/**
 * What every island root runs in, on the server and in the browser: the page's one Emotion
 * cache (which adopts the pre-rendered styles) and the theme, without the style sheets the
 * page already carries once (the theme's variables, the baseline).
 */
export function IslandProviders({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeRoot cache={cache} sheet={false}>
        <NotificationsProvider>{children}</NotificationsProvider>
      </ThemeRoot>
    </StrictMode>
  );
}
