import { randomUUID } from 'node:crypto';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { DELIVERY_HEADER, SES_SIMULATOR, SKIP_REASONS } from '@lab/shared/constants/mail';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { MAIL_RECIPIENTS_TABLE, RECIPIENT_KEYS, RECORD_TABLES } from '@lab/shared/data/tables';
import { main as feedback } from '../../src/jobs/mail-feedback/feedback';
import { main as sendMail, type SendMailDeps } from '../../src/jobs/send-mail/send-mail';
import { newStamp } from '../../src/lib/ids';
import { createAutomaticSender, type SendAutomatic } from '../../src/lib/mail/automatic-sender';
import { createDeliveryStore } from '../../src/lib/mail/deliveries';
import { createRecipientStore, recipientHash } from '../../src/lib/mail/recipients';
import {
  createRecordRepository,
  type NewRecord,
} from '../../src/lib/repositories/record-repository';
import { ApiActivity } from '../../src/local/api-activity';
import {
  ensureAllTables,
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  localDocumentClient,
} from '../../src/local/bootstrap';
import { startLocalMail } from '../../src/local/mail';
import { startMailEvents } from '../../src/local/mail-events';
import { startStreamReader } from '../../src/local/record-streams';
import { localTableEnv, type LocalEnv } from '../../src/local/stack';

/*
 * The mail worker against the real stand-ins: DynamoDB Local's streams read as Lambda's
 * event source mapping reads them, SES through aws-ses-v2-local, and SES's events made
 * from its store into the feedback handler. Each test has tables of its own; messages are
 * told apart by the delivery header, which names their record.
 */

const stackEnv = () => inject('stackEnv');
const endpoint = () => stackEnv().base.DYNAMODB_ENDPOINT as string;
const viewer = () => stackEnv().base.SES_ENDPOINT as string;

interface ViewerMessage {
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
  headers?: { name: string; value: string }[];
}

async function messages(): Promise<(ViewerMessage & { key: string })[]> {
  const { emails } = (await (await fetch(`${viewer()}/store`)).json()) as {
    emails: ViewerMessage[];
  };
  return emails.flatMap((email) => {
    const key = email.headers?.find((h) => h.name === DELIVERY_HEADER)?.value;
    return key ? [{ ...email, key }] : [];
  });
}

/** The messages of these records, by `<kind>/<id>/<message>`. */
async function messagesOf(ids: string[]) {
  const all = await messages();
  return all.filter((m) => ids.some((id) => m.key.includes(`/${id}/`)));
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const stoppers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stoppers.splice(0).map((stop) => stop()));
});

/** Tables of the test's own, and the stores and repositories over them. */
async function fixture() {
  const tableEnv = localTableEnv(`-mail-${randomUUID().slice(0, 8)}`);
  await ensureAllTables(endpoint(), tableEnv);
  const client = localDocumentClient(endpoint());
  const tables = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, tableEnv[RECORD_TABLES[kind].envVar]]),
  ) as Record<RecordKind, string>;
  const recipientsTable = tableEnv[MAIL_RECIPIENTS_TABLE.envVar];
  const deliveries = createDeliveryStore({ client, tables });
  const recipients = createRecipientStore({ client, tableName: recipientsTable });
  const repository = <K extends RecordKind>(kind: K) =>
    createRecordRepository({ kind, client, tableName: tables[kind] });
  const ses = new SESv2Client({
    endpoint: viewer(),
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const send = createAutomaticSender(ses, {
    from: 'no-reply@example.com',
    configurationSet: 'test',
  });
  return { tableEnv, tables, recipientsTable, client, deliveries, recipients, repository, send };
}

type Fixture = Awaited<ReturnType<typeof fixture>>;

/** The worker's dependencies on the fixture's stores and the local SES. */
const workerDeps = (f: Fixture, overrides: Partial<SendMailDeps> = {}): SendMailDeps => ({
  tables: f.tables,
  deliveries: f.deliveries,
  recipients: f.recipients,
  send: f.send,
  notifyTo: 'lab@example.com',
  siteUrl: 'http://localhost:3000',
  leaseSeconds: 3,
  log: () => undefined,
  ...overrides,
});

/** Runs the worker on the fixture's streams and the feedback on the viewer's events. */
function run(f: Fixture, overrides: Partial<SendMailDeps> = {}, reader = {}) {
  const deps = workerDeps(f, overrides);
  const stopEvents = startMailEvents(
    viewer(),
    (event) =>
      feedback(event, { deliveries: f.deliveries, recipients: f.recipients, log: () => undefined }),
    () => undefined,
  );
  const streams = startStreamReader({
    endpoint: endpoint(),
    tables: Object.values(f.tables),
    handler: (event) => sendMail(event, deps),
    log: () => undefined,
    retryBaseMs: 50,
    ...reader,
  });
  stoppers.push(async () => {
    await streams.stop();
    await stopEvents();
  });
}

const contact = (email: string): Omit<NewRecord<'contact'>, 'reference'> => ({
  ...newStamp(),
  name: 'Jo Farmer',
  email,
  phone: null,
  subject: 'pricing',
  message: 'FREE TEXT that must stay out of receipts',
});

const address = () => `mail-${randomUUID().slice(0, 8)}@example.com`;

describe('the mail worker on the record streams', () => {
  it('sends each kind of record one alert and one receipt, both with its reference', async () => {
    const f = await fixture();
    run(f);
    const [to1, to2, to3] = [address(), address(), address()];
    const a = { ...contact(to1) };
    const b = {
      ...newStamp(),
      name: 'Pat Rancher',
      resourceId: 'water-sample-bottles' as const,
      email: to2,
      phone: null,
      address: '12 Range Road',
      comments: null,
    };
    const c = {
      ...newStamp(),
      shipperName: 'Sam Shipper',
      shipperEmail: to3,
      shipperPhone: '780-555-0100',
      sampleType: 'feed' as const,
      shipmentWeight: '2 kg',
      shipmentDimensions: '30 x 20 x 10 cm',
    };
    const refs = [
      (await f.repository('contact').create(a)).reference,
      (await f.repository('resource').create(b)).reference,
      (await f.repository('shipping').create(c)).reference,
    ];
    const ids = [a.id, b.id, c.id];
    const got = await until(
      () => messagesOf(ids),
      (m) => m.length >= 6,
    );
    expect(got.map((m) => m.key).sort()).toEqual(
      [
        `contact/${a.id}/alert`,
        `contact/${a.id}/receipt`,
        `resource/${b.id}/alert`,
        `resource/${b.id}/receipt`,
        `shipping/${c.id}/alert`,
        `shipping/${c.id}/receipt`,
      ].sort(),
    );
    ids.forEach((id, i) => {
      const alert = got.find((m) => m.key.endsWith(`${id}/alert`));
      const receipt = got.find((m) => m.key.endsWith(`${id}/receipt`));
      expect(alert?.destination.to).toEqual(['lab@example.com']);
      expect(alert?.body.text).toContain(`Reference: ${refs[i]}`);
      expect(alert?.body.text).toContain(`/admin/dashboard?reference=${refs[i]}`);
      expect(receipt?.destination.to).toEqual([[to1, to2, to3][i]]);
      expect(receipt?.subject).toContain(refs[i]);
      expect(receipt?.body.text).not.toContain('FREE TEXT');
    });
    // SES's Send and Delivery events reach the record.
    const record = await until(
      () => f.repository('contact').get(a.id),
      (r) => r?.delivery.receipt?.state === 'delivered' && r.delivery.alert?.state === 'delivered',
    );
    expect(record?.delivery).toMatchObject({
      alert: { state: 'delivered' },
      receipt: { state: 'delivered', reason: null },
    });
  });

  it('sends a second request from the same address within the hour an alert and no receipt', async () => {
    const f = await fixture();
    run(f);
    const to = address();
    const first = contact(to);
    const second = contact(to.toUpperCase());
    await f.repository('contact').create(first);
    await f.repository('contact').create(second);
    const record = await until(
      () => f.repository('contact').get(second.id),
      (r) => r?.delivery.receipt?.state === 'skipped' && r.delivery.alert !== null,
    );
    expect(record?.delivery.receipt).toMatchObject({ state: 'skipped', reason: 'limit' });
    expect(SKIP_REASONS.limit).toMatch(/hour/);
    const got = await messagesOf([first.id, second.id]);
    expect(got.map((m) => m.key).sort()).toEqual(
      [
        `contact/${first.id}/alert`,
        `contact/${first.id}/receipt`,
        `contact/${second.id}/alert`,
      ].sort(),
    );
  });

  it('sends nothing twice when a batch is handed over again', async () => {
    const f = await fixture();
    const batches: Parameters<typeof sendMail>[0][] = [];
    const deps = workerDeps(f);
    run(
      f,
      {},
      {
        handler: async (event: Parameters<typeof sendMail>[0]) => {
          batches.push(event);
          return sendMail(event, deps);
        },
      },
    );
    const records = [contact(address()), contact(address()), contact(address())];
    for (const record of records) await f.repository('contact').create(record);
    const ids = records.map((r) => r.id);
    await until(
      () => messagesOf(ids),
      (m) => m.length >= 6,
    );
    // Lambda hands a batch over again after a timeout or a crash: the same events, twice.
    for (const batch of batches) {
      await Promise.all([sendMail(batch, deps), sendMail(batch, deps)]);
    }
    expect(batches.length).toBeGreaterThan(0);
    expect(await messagesOf(ids)).toHaveLength(6);
  });

  it('retries sends SES refused for now, and sends each message once', async () => {
    const f = await fixture();
    let refusals = 2;
    const send: SendAutomatic = (message) => {
      if (refusals-- > 0) {
        const error = Object.assign(new Error('Maximum sending rate exceeded.'), {
          name: 'TooManyRequestsException',
          $metadata: { httpStatusCode: 429 },
        });
        return Promise.reject(error);
      }
      return f.send(message);
    };
    run(f, { send });
    const record = contact(address());
    await f.repository('contact').create(record);
    const got = await until(
      () => messagesOf([record.id]),
      (m) => m.length >= 2,
    );
    expect(refusals).toBeLessThan(0);
    expect(got.map((m) => m.key).sort()).toEqual([
      `contact/${record.id}/alert`,
      `contact/${record.id}/receipt`,
    ]);
    const stored = await until(
      () => f.repository('contact').get(record.id),
      (r) => r?.delivery.receipt?.state === 'delivered',
    );
    expect(stored?.delivery.alert?.state).toBe('delivered');
  });

  it('never resends a message SES took from a worker that stopped before writing it down', async () => {
    const f = await fixture();
    let lost = 1;
    // SES takes the message, then the answer never reaches the worker (a crash, a timeout).
    const send: SendAutomatic = async (message) => {
      const id = await f.send(message);
      if (lost-- > 0) throw new Error('socket hang up');
      return id;
    };
    run(f, { send });
    const record = contact(address());
    await f.repository('contact').create(record);
    const stored = await until(
      () => f.repository('contact').get(record.id),
      (r) => r?.delivery.receipt?.state === 'delivered' && r.delivery.alert?.state === 'delivered',
    );
    expect(lost).toBeLessThan(0);
    expect(stored?.delivery.alert?.state).toBe('delivered');
    // Past the lease: had the Send event not settled it, the retry would have sent it again.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect((await messagesOf([record.id])).map((m) => m.key).sort()).toEqual([
      `contact/${record.id}/alert`,
      `contact/${record.id}/receipt`,
    ]);
  });

  it('records a bounce on the record and sends that address no receipt again', async () => {
    const f = await fixture();
    let now = Date.now();
    run(f, { now: () => now });
    const first = contact(SES_SIMULATOR.bounce);
    await f.repository('contact').create(first);
    const bounced = await until(
      () => f.repository('contact').get(first.id),
      (r) => r?.delivery.receipt?.state === 'bounced',
    );
    expect(bounced?.delivery.receipt?.state).toBe('bounced');
    const { Item } = await f.client.send(
      new GetCommand({
        TableName: f.recipientsTable,
        Key: { pk: `${RECIPIENT_KEYS.suppressed}${recipientHash(SES_SIMULATOR.bounce)}` },
      }),
    );
    expect(Item).toMatchObject({ reason: 'bounce' });
    // Two hours on, past the hourly limit: only the suppression can skip it.
    now += 2 * 60 * 60 * 1000;
    const second = contact(SES_SIMULATOR.bounce);
    await f.repository('contact').create(second);
    const skipped = await until(
      () => f.repository('contact').get(second.id),
      (r) => r?.delivery.receipt?.state === 'skipped',
    );
    expect(skipped?.delivery.receipt).toMatchObject({ state: 'skipped', reason: 'suppressed' });
    expect((await messagesOf([second.id])).map((m) => m.key)).toEqual([
      `contact/${second.id}/alert`,
    ]);
  });

  it('records a complaint and suppresses the address', async () => {
    const f = await fixture();
    run(f);
    const record = contact(SES_SIMULATOR.complaint);
    await f.repository('contact').create(record);
    const stored = await until(
      () => f.repository('contact').get(record.id),
      (r) => r?.delivery.receipt?.state === 'complained',
    );
    expect(stored?.delivery.receipt?.state).toBe('complained');
    expect(await f.recipients.isSuppressed(SES_SIMULATOR.complaint.toUpperCase())).toBe(true);
  });
});

describe('the local mail worker process', () => {
  /** The stack's environment with the fixture's own tables. */
  const envOf = (f: Awaited<ReturnType<typeof fixture>>): LocalEnv => ({
    base: stackEnv().base,
    values: { ...stackEnv().values, ...f.tableEnv },
  });

  it("takes work only in the API's lulls", async () => {
    const f = await fixture();
    const activity = new ApiActivity();
    // A request in hand the whole time, as under load that does not let up.
    const requestEnds = activity.begin();
    const mail = await startLocalMail(envOf(f), {
      siteUrl: 'http://localhost:3000',
      dataDir: null,
      log: () => undefined,
      activity,
    });
    stoppers.push(() => mail.stop());
    await mail.ready;
    const records = Array.from({ length: 3 }, () => contact(address()));
    await Promise.all(records.map((record) => f.repository('contact').create(record)));
    const ids = records.map((r) => r.id);
    // Unheld, the worker mails these within a poll (200 ms).
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await messagesOf(ids)).toEqual([]);
    requestEnds();
    const sent = await until(
      () => messagesOf(ids),
      (m) => m.length >= ids.length * 2,
      60_000,
    );
    expect(sent).toHaveLength(ids.length * 2);
  }, 120_000);

  it('killed mid-batch and started again, sends every message exactly once', async () => {
    const f = await fixture();
    const mail = await startLocalMail(envOf(f), {
      siteUrl: 'http://localhost:3000',
      dataDir: null,
      log: () => undefined,
    });
    stoppers.push(() => mail.stop());
    const records = Array.from({ length: 200 }, () => contact(address()));
    await Promise.all(records.map((record) => f.repository('contact').create(record)));
    const ids = records.map((r) => r.id);
    const total = ids.length * 2;
    const before = await until(
      () => messagesOf(ids),
      (m) => m.length >= 10,
      60_000,
    );
    const pid = mail.workerPid();
    expect(pid).toBeDefined();
    process.kill(pid as number, 'SIGKILL');
    const atKill = (await messagesOf(ids)).length;
    // Mid-batch: some messages went, not all.
    expect(before.length).toBeGreaterThanOrEqual(10);
    expect(atKill).toBeLessThan(total);
    const after = await until(
      () => messagesOf(ids),
      (m) => m.length >= total,
      120_000,
    );
    // Every message settled: no claim left that could run out and send a message again.
    const settled = await until(
      () => Promise.all(ids.map((id) => f.repository('contact').get(id))),
      (stored) =>
        stored.every(
          (r) =>
            r?.delivery.alert?.state === 'delivered' && r.delivery.receipt?.state === 'delivered',
        ),
      60_000,
    );
    expect(settled.every((r) => r?.delivery.alert?.state === 'delivered')).toBe(true);
    expect(settled.every((r) => r?.delivery.receipt?.state === 'delivered')).toBe(true);
    const final = await messagesOf(ids);
    expect(mail.workerPid()).not.toBe(pid);
    const perKey = new Map<string, number>();
    for (const m of final) perKey.set(m.key, (perKey.get(m.key) ?? 0) + 1);
    expect(after.length).toBe(total);
    expect(perKey.size).toBe(total);
    expect([...perKey.values()].every((count) => count === 1)).toBe(true);
  }, 240_000);
});
