/**
 * `npm run drill:restore`: the restore drill on a stack of its own (DynamoDB Local,
 * cognito-local and aws-ses-v2-local on free ports, in memory). Prints what it checked and
 * exits 1 when any check failed. docs/operations/restore.md is the runbook it rehearses.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_MAIL_FROM, DEFAULT_NOTIFY_TO } from '@lab/shared/lambda/deployment-defaults';
import { freePort } from '../../local/ports';
import { startLocalStack } from '../../local/stack';
import { formatDrillReport } from './drill-report';
import { runRestoreDrill } from './restore-drill';

const ADMIN_PASSWORD = 'Restore-Drill-1';

async function main(): Promise<number> {
  console.log(`[${new Date().toISOString().slice(11, 23)}] starting the stand-ins`);
  const dir = mkdtempSync(join(tmpdir(), 'lab-restore-drill-'));
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const stack = await startLocalStack({
    ports: { dynamodb: await freePort(), cognito: await freePort(), ses: 0 },
    dataDir: null,
    cognitoDir: join(dir, 'cognito'),
    adminPassword: ADMIN_PASSWORD,
    notifyTo: DEFAULT_NOTIFY_TO,
    mailFrom: DEFAULT_MAIL_FROM,
    // No site is served; nothing here sends an invitation.
    siteUrl: 'http://localhost',
  });
  try {
    const report = await runRestoreDrill({
      env: stack,
      admin: { password: ADMIN_PASSWORD, totpSecret: stack.adminTotpSecret },
      backupFile: join(dir, 'backup.json'),
      log: (line) => console.log(`[${new Date().toISOString().slice(11, 23)}] ${line}`),
    });
    console.log(formatDrillReport(report));
    return report.ok ? 0 : 1;
  } finally {
    await stack.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
