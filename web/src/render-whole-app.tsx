import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { initAnalytics } from './lib/analytics';
import { createEmotionCache } from './theme/emotion-cache';

const root = document.getElementById('root');
if (root) {
  initAnalytics();
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App cache={createEmotionCache()} />
      </BrowserRouter>
    </StrictMode>
  );
  // The current page's chunk first, so hydration matches the pre-rendered HTML at once.
  void preloadPage(window.location.pathname).then(() => {
    // `npm run dev` serves the bare template: render. Built pages are pre-rendered: hydrate.
    if (!root.firstElementChild) {
      createRoot(root).render(app);
      return;
    }
    // As a transition, hydration yields to the browser between components instead of
    // blocking input for the whole page at once.
    startTransition(() => {
      hydrateRoot(root, app, {
        // A hydration mismatch means the pre-rendered page was wrong: make it visible.
        onRecoverableError: (error) => console.error('Hydration problem:', error),
      });
    });
  });
}
