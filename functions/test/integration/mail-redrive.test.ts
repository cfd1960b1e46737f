import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DELIVERY_HEADER } from '@lab/shared/constants/mail';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { MAIL_REDRIVE_JOB } from '@lab/shared/data/mail-jobs';
import { MAIL_RECIPIENTS_TABLE, RECORD_TABLES } from '@lab/shared/data/tables';
import {
  main as mailWorker,
  redrive,
  type RedriveDeps,
} from '../../src/jobs/mail-worker/mail-worker';
import { fixedSecretValues } from '../../src/lib/auth/secret-values';
import { newStamp } from '../../src/lib/ids';
import { createDeliveryStore } from '../../src/lib/mail/deliveries';
import { createFollowUpStore } from '../../src/lib/mail/follow-ups';
import { createReceiptBudget } from '../../src/lib/mail/receipt-caps';
import { createRecipientStore } from '../../src/lib/mail/recipients';
import { createSesSender, type SendMessage } from '../../src/lib/mail/ses-sender';
import { recordRepositories } from '../../src/lib/records/record-repository';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  localDocumentClient,
} from '../../src/local/local-clients';
import { ensureAllTables } from '../../src/local/local-tables';
import { localWorkerSettings, workerSettingsFile } from '../../src/local/mail';
import { startStreamReader } from '../../src/local/record-streams';
import { localTableEnv } from '../../src/local/stack';
import type { StreamFailureRecord } from '../../src/ops/mail-redrive/stream-failure';
import { sentEmails } from '../support/test-api';

/*
 * `npm run mail:redrive` against the real stand-ins: records whose mail never went (their
 * stream batches failed every attempt, or SES refused their messages for good) have each
 * message sent exactly once, however often the redrive runs; the command itself runs as an
 * operator runs it, on a local stack's data folder, loading the worker's own handler.
 */

const stackEnv = () => inject('stackEnv');
const endpoint = () => stackEnv().base.DYNAMODB_ENDPOINT as string;
const require = createRequire(import.meta.url);
const CLI = fileURLToPath(new URL('../../src/ops/mail-redrive/cli.ts', import.meta.url));

/** Tables of the test's own, a data folder, and the worker's stores over them. */
function fixture() {
  const tableEnv = localTableEnv(`-redrive-${randomUUID().slice(0, 8)}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'lab-redrive-'));
  const client = localDocumentClient(endpoint());
  const tables = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, tableEnv[RECORD_TABLES[kind].envVar]]),
  ) as Record<RecordKind, string>;
  const recipientsTable = tableEnv[MAIL_RECIPIENTS_TABLE.envVar] as string;
  const sender = createSesSender(
    new SESv2Client({
      endpoint: stackEnv().base.SES_ENDPOINT,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    }),
    { from: 'no-reply@example.com', configurationSet: 'test', receiptConfigurationSet: 'test' },
  );
  const deps: RedriveDeps = {
    tables,
    deliveries: createDeliveryStore({ client, tables }),
    recipients: createRecipientStore({ client, tableName: recipientsTable }),
    followUps: createFollowUpStore({ client, tableName: recipientsTable, tables }),
    budget: createReceiptBudget({ client, tableName: recipientsTable }),
    records: recordRepositories({ client, tables }),
    send: sender.message,
    notifyTo: 'lab@example.com',
    linkKey: fixedSecretValues('test-document-link-key-0123456789'),
    siteUrl: 'http://localhost:3000',
    leaseSeconds: 3,
    log: () => undefined,
  };
  return { tableEnv, dataDir, tables, deps, repositories: recordRepositories({ client, tables }) };
}
type Fixture = ReturnType<typeof fixture>;

const stored = (email: string) => ({
  ...newStamp(),
  name: 'Jo Farmer',
  email,
  phone: null,
  subject: 'pricing' as const,
  message: 'Please test my soil.',
});
const address = () => `redrive-${randomUUID().slice(0, 8)}@example.com`;

/** How many automatic messages each `<kind>/<id>/<message>` of these records got. */
async function sentCounts(ids: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const email of await sentEmails(stackEnv())) {
    const key = email.headers?.find((h) => h.name === DELIVERY_HEADER)?.value;
    if (key && ids.some((id) => key.includes(`/${id}/`))) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/** Each record's alert and receipt, once each. */
const onceEach = (kind: RecordKind, ids: readonly string[]) =>
  new Map(ids.flatMap((id) => [`${kind}/${id}/alert`, `${kind}/${id}/receipt`].map((k) => [k, 1])));

/** Runs the command as an operator does (`npm run mail:redrive -- local …`) on `dataDir`. */
async function cli(f: Fixture, ...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', pathToFileURL(require.resolve('tsx')).href, CLI, 'local', ...args],
      { env: { ...process.env, DATA_DIR: f.dataDir }, timeout: 60_000 },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: `${failed.stdout}${failed.stderr}` };
  }
}

/** Waits until `read` answers something `done` accepts (or 30 s pass). */
async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The records of the failed batches in the failures folder. */
function failedRecords(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir)
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as StreamFailureRecord)
    .reduce((sum, failure) => sum + failure.DDBStreamBatchInfo.batchSize, 0);
}

/**
 * Reads the fixture's streams with a worker that fails every batch, until `records` records
 * are written to the failures folder (as the mapping writes batches to S3 after their last
 * retry).
 */
async function failEveryBatch(f: Fixture, records: number) {
  const dir = join(f.dataDir, 'mail-stream-failures');
  const reader = startStreamReader({
    endpoint: endpoint(),
    tables: Object.values(f.tables),
    handler: () => Promise.reject(new Error('SES unreachable')),
    failuresDir: dir,
    maxRetries: 1,
    retryBaseMs: 10,
    log: () => undefined,
  });
  try {
    expect(
      await until(
        () => failedRecords(dir),
        (n) => n >= records,
      ),
    ).toBe(records);
  } finally {
    await reader.stop();
  }
  return readdirSync(dir);
}

const cleanups: (() => void)[] = [];
afterAll(() => cleanups.forEach((cleanup) => cleanup()));

describe('npm run mail:redrive on the local stack', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = fixture();
    cleanups.push(() => rmSync(f.dataDir, { recursive: true, force: true }));
    await ensureAllTables(endpoint(), f.tableEnv);
    // What the running stack writes for its worker, on the fixture's tables.
    const settings = localWorkerSettings(
      { base: stackEnv().base, values: { ...stackEnv().values, ...f.tableEnv } },
      { siteUrl: 'http://localhost:3000', dataDir: f.dataDir },
    );
    writeFileSync(workerSettingsFile(f.dataDir), JSON.stringify(settings));
  });

  it('says what it would send, sends nothing without --apply, then sends each message of the named records once', async () => {
    const records = [stored(address()), stored(address())];
    const created = await Promise.all(records.map((r) => f.repositories.contact.create(r)));
    const ids = records.map((r) => r.id);

    const dry = await cli(f, '--record', ids[0] as string, '--record', created[1]!.reference);
    expect(dry.code, dry.stdout).toBe(0);
    expect(dry.stdout).toContain(`contact  ${ids[0]}  alert not sent, receipt not sent`);
    expect(dry.stdout).toMatch(/2 records\. Nothing sent/);
    expect(await sentCounts(ids)).toEqual(new Map());

    const applied = await cli(
      f,
      '--record',
      ids[0] as string,
      '--record',
      created[1]!.reference,
      '--apply',
    );
    expect(applied.code, applied.stdout).toBe(0);
    expect(applied.stdout).toContain('2 records redriven, 0 failed again');
    expect(await sentCounts(ids)).toEqual(onceEach('contact', ids));

    // Again, and by time range: nothing goes twice.
    const again = await cli(f, '--record', ids[0] as string, '--apply');
    expect(again.stdout).toContain(
      `contact  ${ids[0]} ${created[0]!.reference}  alert sent, receipt sent`,
    );
    const from = new Date(Date.now() - 60_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    expect((await cli(f, '--from', from, '--to', to, '--apply')).code).toBe(0);
    expect(await sentCounts(ids)).toEqual(onceEach('contact', ids));
  }, 120_000);

  it('sends the records of the stream batches that failed every attempt once, and clears them', async () => {
    const records = Array.from({ length: 3 }, () => stored(address()));
    await Promise.all(records.map((r) => f.repositories.contact.create(r)));
    const ids = records.map((r) => r.id);
    const written = await failEveryBatch(f, 3 + 2);
    expect(written.length).toBeGreaterThan(0);
    expect(await sentCounts(ids)).toEqual(new Map());

    const run = await cli(f, '--failures', '--apply');
    expect(run.code, run.stdout).toBe(0);
    expect(Number(/; (\d+) failed batch(?:es)? cleared/.exec(run.stdout)?.[1])).toBe(
      written.length,
    );
    // The first test's two records were in those batches too: already sent, not again.
    expect(await sentCounts(ids)).toEqual(onceEach('contact', ids));
    expect(readdirSync(join(f.dataDir, 'mail-stream-failures'))).toEqual([]);
    const rerun = await cli(f, '--failures', '--apply');
    expect(rerun.stdout).toContain('0 failed stream batches');
    expect(await sentCounts(ids)).toEqual(onceEach('contact', ids));
  }, 120_000);

  it('refuses a name that is no record, and says so', async () => {
    const run = await cli(f, '--record', 'PAL-2222-22', '--record', 'not-an-id', '--apply');
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('No record has the id or reference PAL-2222-22');
    expect(run.stdout).toContain('No record has the id or reference not-an-id');
  }, 60_000);
});

describe('a redrive through the worker', () => {
  it('sends again what SES refused for good, once, and leaves what went alone', async () => {
    const f = fixture();
    cleanups.push(() => rmSync(f.dataDir, { recursive: true, force: true }));
    await ensureAllTables(endpoint(), f.tableEnv);
    const refused = stored(address());
    const fine = stored(address());
    await f.repositories.contact.create(refused);
    await f.repositories.contact.create(fine);
    // SES refuses the first record's messages for good (an unverified sender, say), and
    // takes the second's.
    const send: SendMessage = (message) =>
      message.ref.id === refused.id
        ? Promise.reject(
            Object.assign(new Error('Email address is not verified.'), {
              name: 'MessageRejected',
              $metadata: { httpStatusCode: 400 },
            }),
          )
        : f.deps.send(message);
    const reader = startStreamReader({
      endpoint: endpoint(),
      tables: Object.values(f.tables),
      handler: (event) => mailWorker(event, { ...f.deps, send }),
      log: () => undefined,
    });
    const before = await until(
      () => f.repositories.contact.get(refused.id),
      (record) => record?.delivery.receipt?.state === 'failed',
    ).finally(() => reader.stop());
    expect(before?.delivery.alert?.state).toBe('failed');
    expect(await sentCounts([refused.id, fine.id])).toEqual(onceEach('contact', [fine.id]));

    const event = {
      job: MAIL_REDRIVE_JOB,
      records: [
        { kind: 'contact' as const, id: refused.id },
        { kind: 'contact' as const, id: fine.id },
      ],
    };
    const first = await redrive(event, f.deps);
    expect(first.map((r) => [r.id, r.alert, r.receipt])).toEqual([
      [refused.id, 'sent', 'sent'],
      [fine.id, 'sent', 'sent'],
    ]);
    await redrive(event, f.deps);
    expect(await sentCounts([refused.id, fine.id])).toEqual(
      onceEach('contact', [refused.id, fine.id]),
    );
  }, 60_000);
});
