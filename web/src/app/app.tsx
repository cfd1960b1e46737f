import type { EmotionCache } from '@emotion/react';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** The whole app below the router: the same tree is rendered on the server and hydrated. */
export function App({ cache }: { cache: EmotionCache }) {
  return (
    <Providers cache={cache}>
      <AppRoutes />
    </Providers>
  );
}
