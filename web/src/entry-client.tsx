import { isStaffPath } from '@lab/shared/security/headers';
import './lib/zod-jitless';
import { bootIslands } from './islands/boot-islands';
import { startPageScript } from './page-script';

/*
 * Every page: the page script (theme choice, analytics, print, popover placement) at
 * once, since it is small and has no React in it. Public pages are pre-rendered HTML with
 * islands, each hydrated on its own when due; the admin area is a client-side app,
 * hydrated whole. Where nothing was pre-rendered (`npm run dev`, the benchmark's
 * client-rendered build) the whole app renders the page.
 */
startPageScript();
const prerendered = Boolean(document.getElementById('root')?.firstElementChild);
// After the first frame: the first paint never waits for React's code to be fetched.
requestAnimationFrame(() => {
  setTimeout(() => {
    if (isStaffPath(window.location.pathname) || !prerendered) void import('./render-whole-app');
    else bootIslands();
  }, 0);
});
