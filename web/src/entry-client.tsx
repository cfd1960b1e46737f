import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createEmotionCache } from './app/emotion-cache';
import { preloadPage } from './app/router';
import { initAnalytics } from './lib/analytics';

const root = document.getElementById('root');
if (root) {
  initAnalytics();
  // The current page's chunk first, so hydration matches the pre-rendered HTML at once.
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App cache={createEmotionCache()} />
      </BrowserRouter>
    </StrictMode>
  );
  void preloadPage(window.location.pathname).then(() => {
    // `npm run dev` serves the bare template: render. Built pages are pre-rendered: hydrate.
    if (!root.firstElementChild) {
      createRoot(root).render(app);
      return;
    }
    hydrateRoot(root, app, {
      // A hydration mismatch means the pre-rendered page was wrong: make it visible.
      onRecoverableError: (error) => console.error('Hydration problem:', error),
    });
  });
}
