import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../src/local/ports';
import { startLocalStack } from '../src/local/stack';

export const TEST_ADMIN_PASSWORD = 'Integration-Test-1';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Handler environment of the stand-ins started for this run. */
    stackEnv: Record<string, string>;
  }
}

/** Starts the real stand-ins once per run: in-memory DynamoDB, cognito-local in a temp dir. */
export default async function setup(project: TestProject) {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const cognitoDir = mkdtempSync(join(tmpdir(), 'lab-cognito-'));
  const stack = await startLocalStack({
    ports: { dynamodb: await freePort(), cognito: await freePort(), ses: 0 },
    dataDir: null,
    cognitoDir,
    adminPassword: TEST_ADMIN_PASSWORD,
    notifyTo: 'lab-notifications@example.com',
    mailFrom: 'no-reply@example.com',
  });
  project.provide('stackEnv', stack.env);
  return async () => {
    await stack.stop();
    rmSync(cognitoDir, { recursive: true, force: true });
  };
}
