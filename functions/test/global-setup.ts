import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_MAIL_FROM, DEFAULT_NOTIFY_TO } from '@lab/shared/lambda/deployment-defaults';
import { freePort } from '../src/local/ports';
import { startLocalStack, type LocalEnv } from '../src/local/stack';

export const TEST_ADMIN_PASSWORD = 'Integration-Test-1';
/** The site address the stack's handlers link to (the invitation e-mail's sign-in link). */
export const TEST_SITE_URL = 'http://localhost:8080';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What the stand-ins started for this run give the handlers. */
    stackEnv: LocalEnv;
    /** The local administrator's authenticator secret, for computing its codes. */
    adminTotpSecret: string;
    /** The local staff member's. */
    staffTotpSecret: string;
  }
}

/** Starts the real stand-ins once per run: in-memory DynamoDB, cognito-local in a temp dir. */
export default async function setup(project: TestProject) {
  const cognitoDir = mkdtempSync(join(tmpdir(), 'lab-cognito-'));
  const stack = await startLocalStack({
    ports: { dynamodb: await freePort(), cognito: await freePort(), ses: 0 },
    dataDir: null,
    cognitoDir,
    adminPassword: TEST_ADMIN_PASSWORD,
    notifyTo: DEFAULT_NOTIFY_TO,
    mailFrom: DEFAULT_MAIL_FROM,
    // Nothing serves it: the invitation's link is only read.
    siteUrl: TEST_SITE_URL,
  });
  project.provide('stackEnv', { base: stack.base, values: stack.values });
  project.provide('adminTotpSecret', stack.adminTotpSecret);
  project.provide('staffTotpSecret', stack.staffTotpSecret);
  return async () => {
    await stack.stop();
    rmSync(cognitoDir, { recursive: true, force: true });
  };
}
