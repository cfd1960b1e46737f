import { defineConfig } from '@playwright/test';
import e2e from '../../e2e/playwright.config';

/*
 * `npm run bench:inbox`: the end-to-end tests' stack (`npm start` on fresh data, E2E_PORT
 * moving its ports away from a running suite's), driving only the compact inbox's frame
 * benchmark, one test at a time so nothing else shares the CPUs it throttles.
 */
export default defineConfig({
  ...e2e,
  testDir: '.',
  testMatch: 'inbox-frames.bench.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '../../test-results/bench-inbox',
  // No trace: its DOM snapshots run in the page on every action and would be timed too.
  use: { ...e2e.use, trace: 'off' },
  projects: [{ name: 'bench', use: { ...e2e.projects?.[0]?.use, trace: 'off' } }],
  // The same command and stand-ins, started from the repository's root as e2e's are.
  webServer: {
    ...(e2e.webServer as Exclude<typeof e2e.webServer, unknown[] | undefined>),
    cwd: '../..',
  },
});
