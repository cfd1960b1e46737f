import './lib/zod-jitless';

/*
 * The page is pre-rendered: let the browser paint it before React's code is evaluated,
 * so the first paint never waits for JavaScript. No modulepreload links for the boot
 * chunks: measured with Lighthouse's slow-4G mobile profile, fetching them alongside the
 * page's pictures and fonts moved the largest paint from about 1.0 s to 2.5-3 s, while
 * hydration only gets ready a little sooner.
 */
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./boot');
  }, 0);
});
