import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../tools/chromium';

/*
 * End-to-end tests in real Chromium against `npm start`'s whole stack. The stack runs on
 * its own ports with fresh data in a temp folder, so a developer's running `npm start`
 * and its `.data/` are left alone. `E2E_PORT` moves the whole set (the stand-ins keep
 * their distance from it), so a second checkout's suite can run beside this one; with
 * `WEB_OUT_DIR` it also builds and serves its own copy of the site.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const shift = port - 3100;
export const E2E = {
  port,
  dynamodbPort: 8100 + shift,
  sesPort: 8105 + shift,
  cognitoPort: 9329 + shift,
  adminPassword: 'E2e-Admin-Pass-1',
  dataDir: join(tmpdir(), shift === 0 ? 'lab-e2e-data' : `lab-e2e-data-${port}`),
} as const;

/**
 * The stack's receipt interval (an hour in AWS): short enough for receipt-follow-up.spec.ts
 * to see a follow-up go, long enough that a spec's requests from one address fall inside
 * it on a busy machine (automatic-mail.spec.ts sends its second request after the first's
 * receipt arrived).
 */
export const RECEIPT_INTERVAL_SECONDS = 30;

/**
 * `npm test` builds the site once, in its synth step, and says so with E2E_SITE_BUILT: the
 * stack then serves that build instead of building it again (`npm start` = build + serve).
 */
const startStack = process.env.E2E_SITE_BUILT ? 'npm run serve' : 'npm start';

const baseURL = `http://localhost:${E2E.port}`;
const INBOX = /staff-inbox\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Waits, not measures (those give their own timeouts): CI machines are shared, and a
  // page's code can take longer than Playwright's 5 s default to arrive and run there.
  expect: { timeout: 10_000 },
  // A sign-in may wait for the authenticator's next code (each code is accepted once, and
  // the workers sign in as one admin: see unusedCode), 30 s a time, more than once when the
  // other worker signs in too; on top of the test's own steps.
  timeout: 150_000,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download is not reachable here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: INBOX },
    /*
     * The staff inbox checks exact counts (a total that does not move, one that drops by
     * what was erased or purged), so it runs once every other test, several of which submit
     * forms, has finished, one test at a time.
     */
    {
      name: 'staff-inbox',
      use: { ...devices['Desktop Chrome'] },
      testMatch: INBOX,
      dependencies: ['chromium'],
      fullyParallel: false,
    },
  ],
  webServer: {
    command: `node -e "require('fs').rmSync(process.env.DATA_DIR,{recursive:true,force:true})" && ${startStack}`,
    cwd: '..',
    url: `${baseURL}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      PORT: String(E2E.port),
      DYNAMODB_PORT: String(E2E.dynamodbPort),
      COGNITO_PORT: String(E2E.cognitoPort),
      SES_PORT: String(E2E.sesPort),
      ADMIN_PASSWORD: E2E.adminPassword,
      DATA_DIR: E2E.dataDir,
      RECEIPT_INTERVAL_SECONDS: String(RECEIPT_INTERVAL_SECONDS),
    },
  },
});
