/**
 * Flags that Debian's Chromium (what these machines run; Playwright's own browser
 * download is not reachable) needs headless here: no sandbox as root, no GPU, and none
 * of the background traffic that would wait on a network it cannot reach. Used by the
 * end-to-end tests and the Lighthouse benchmark.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
