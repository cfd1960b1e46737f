import type { EmotionCache } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { Providers } from './providers';
import { AppRoutes } from './router';

/** The whole app below the router: the same tree is rendered on the server and hydrated. */
export function App({ cache, queryClient }: { cache: EmotionCache; queryClient: QueryClient }) {
  return (
    <Providers cache={cache} queryClient={queryClient}>
      <AppRoutes />
    </Providers>
  );
}
