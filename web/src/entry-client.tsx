import './lib/zod-jitless';

/*
 * The page is pre-rendered: let the browser paint it before React's code is evaluated,
 * so the first paint never waits for JavaScript. The boot chunk and the page's chunks are
 * already downloading (modulepreload links in every pre-rendered page).
 */
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./boot');
  }, 0);
});
