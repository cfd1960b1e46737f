import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import { DELIVERY_HEADER, SES_SIMULATOR } from '@lab/shared/constants/mail';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import {
  DELIVERY_ATTRIBUTES,
  FOLLOW_UP_DUE_INDEX,
  MAIL_RECIPIENTS_TABLE,
  RECIPIENT_KEYS,
  RECORD_TABLES,
  SAMPLE_ATTRIBUTES,
} from '@lab/shared/data/tables';
import { main as feedback } from '../../src/jobs/mail-feedback/feedback';
import {
  runFollowUpCheck,
  type FollowUpCheckDeps,
} from '../../src/jobs/mail-worker/follow-up-check';
import { main as mailWorker, type MailWorkerDeps } from '../../src/jobs/mail-worker/mail-worker';
import { fixedSecretValues } from '../../src/lib/auth/secret-values';
import { newStamp } from '../../src/lib/ids';
import { createDeliveryStore, notifyKey } from '../../src/lib/mail/deliveries';
import { createFollowUpStore } from '../../src/lib/mail/follow-ups';
import { createReceiptBudget } from '../../src/lib/mail/receipt-caps';
import { createRecipientStore, mailboxHash, recipientHash } from '../../src/lib/mail/recipients';
import { createReplyStore } from '../../src/lib/mail/replies';
import { createSesSender, type SendMessage } from '../../src/lib/mail/ses-sender';
import type { NewRecord } from '../../src/lib/records/item';
import {
  createRecordRepository,
  recordRepositories,
} from '../../src/lib/records/record-repository';
import { ApiActivity } from '../../src/local/api-activity';
import { startFollowUpCheckTimer } from '../../src/local/follow-up-check-timer';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  localDocumentClient,
} from '../../src/local/local-clients';
import { ensureAllTables, ensureRecipientsTable } from '../../src/local/local-tables';
import { startLocalMail } from '../../src/local/mail';
import {
  sesEventsFor,
  snsEvent,
  startMailFeedback,
  type ViewerEmail,
} from '../../src/local/mail-feedback';
import { startStreamReader } from '../../src/local/record-streams';
import { localTableEnv, type LocalEnv } from '../../src/local/stack';
import { subjectAsShown } from '../support/mail-client';

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
  replyTo?: string[];
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

/** Every automatic message to `address` (a receipt, or a follow-up), oldest first. */
async function messagesTo(address: string) {
  const all = await messages();
  return all.filter((m) => m.destination.to.some((to) => to.toLowerCase() === address));
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

/**
 * Tables of the test's own, and the stores and repositories over them; `intervalSeconds`
 * is the receipt interval (an hour unless a test shortens it to see its follow-up go).
 */
async function fixture({ intervalSeconds }: { intervalSeconds?: number } = {}) {
  const tableEnv = localTableEnv(`-mail-${randomUUID().slice(0, 8)}`);
  await ensureAllTables(endpoint(), tableEnv);
  const client = localDocumentClient(endpoint());
  const tables = Object.fromEntries(
    RECORD_KINDS.map((kind) => [kind, tableEnv[RECORD_TABLES[kind].envVar]]),
  ) as Record<RecordKind, string>;
  const recipientsTable = tableEnv[MAIL_RECIPIENTS_TABLE.envVar];
  const deliveries = createDeliveryStore({ client, tables });
  const recipients = createRecipientStore({
    client,
    tableName: recipientsTable,
    ...(intervalSeconds && { intervalSeconds }),
  });
  const followUps = createFollowUpStore({ client, tableName: recipientsTable, tables });
  const budget = createReceiptBudget({ client, tableName: recipientsTable });
  const repository = <K extends RecordKind>(kind: K) =>
    createRecordRepository({ kind, client, tableName: tables[kind] });
  const ses = new SESv2Client({
    endpoint: viewer(),
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const sender = createSesSender(ses, {
    from: 'no-reply@example.com',
    configurationSet: 'test',
    receiptConfigurationSet: 'test-receipts',
  });
  /** What the feedback logged as worth a look. */
  const warnings: { message: string; fields: Record<string, unknown> }[] = [];
  return {
    tableEnv,
    tables,
    recipientsTable,
    client,
    deliveries,
    recipients,
    followUps,
    budget,
    repository,
    send: sender.message,
    sendFollowUp: sender.followUp,
    sendNotify: sender.notify,
    warnings,
  };
}

type Fixture = Awaited<ReturnType<typeof fixture>>;

/** The worker's dependencies on the fixture's stores and the local SES. */
const workerDeps = (f: Fixture, overrides: Partial<MailWorkerDeps> = {}): MailWorkerDeps => ({
  tables: f.tables,
  deliveries: f.deliveries,
  recipients: f.recipients,
  followUps: f.followUps,
  budget: f.budget,
  send: f.send,
  notifyTo: 'lab@example.com',
  linkKey: fixedSecretValues('test-document-link-key-0123456789'),
  siteUrl: 'http://localhost:3000',
  leaseSeconds: 3,
  log: () => undefined,
  ...overrides,
});

/** The follow-up check's dependencies on the fixture's stores and the local SES. */
const followUpCheckDeps = (
  f: Fixture,
  overrides: Partial<FollowUpCheckDeps> = {},
): FollowUpCheckDeps => ({
  followUps: f.followUps,
  deliveries: f.deliveries,
  recipients: f.recipients,
  budget: f.budget,
  records: recordRepositories({ client: f.client, tables: f.tables }),
  send: f.sendFollowUp,
  siteUrl: 'http://localhost:3000',
  linkKey: fixedSecretValues('test-document-link-key-0123456789'),
  leaseSeconds: 3,
  log: () => undefined,
  ...overrides,
});

/** The feedback's dependencies on the fixture's stores. */
const feedbackDeps = (f: Fixture) => ({
  deliveries: f.deliveries,
  followUps: f.followUps,
  recipients: f.recipients,
  replies: createReplyStore({ client: f.client, tables: f.tables }),
  log: () => undefined,
  warn: (message: string, fields: Record<string, unknown>) => f.warnings.push({ message, fields }),
});

/**
 * Runs the worker on the fixture's streams, its follow-up check every half second, and the
 * feedback on the viewer's events.
 */
function run(
  f: Fixture,
  overrides: Partial<MailWorkerDeps> = {},
  reader = {},
  checks: Partial<FollowUpCheckDeps> = {},
) {
  const deps = workerDeps(f, overrides);
  const stopEvents = startMailFeedback(
    viewer(),
    (event) => feedback(event, feedbackDeps(f)),
    () => undefined,
  );
  const followUpChecks = startFollowUpCheckTimer({
    everyMs: 500,
    check: () => runFollowUpCheck(followUpCheckDeps(f, checks)),
    log: () => undefined,
  });
  const streams = startStreamReader({
    endpoint: endpoint(),
    tables: Object.values(f.tables),
    handler: (event) => mailWorker(event, deps),
    log: () => undefined,
    retryBaseMs: 50,
    ...reader,
  });
  stoppers.push(async () => {
    await Promise.all([streams.stop(), followUpChecks.stop()]);
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

  it('sends a container request its dispatch and arrival e-mails once each when staff record them, and nothing on later changes', async () => {
    const f = await fixture();
    run(f);
    const to = address();
    const record = {
      ...newStamp(),
      name: 'Pat Rancher',
      resourceId: 'soil-sample-bags' as const,
      email: to,
      phone: null,
      address: '12 Range Road',
      comments: null,
    };
    const { reference } = await f.repository('resource').create(record);
    await until(
      () => messagesOf([record.id]),
      (m) => m.length >= 2,
    );
    // As the staff routes write each fact: once, on the condition that it is not set yet.
    const setFact = (attribute: string, fact: Record<string, unknown>) =>
      f.client.send(
        new UpdateCommand({
          TableName: f.tables.resource,
          Key: { id: record.id },
          UpdateExpression: 'SET #f = :fact',
          ConditionExpression: 'attribute_exists(id) AND attribute_not_exists(#f)',
          ExpressionAttributeNames: { '#f': attribute },
          ExpressionAttributeValues: { ':fact': fact },
        }),
      );
    await setFact(SAMPLE_ATTRIBUTES.sent, {
      at: new Date().toISOString(),
      by: 'staff.jo',
      courier: 'purolator',
      tracking: '329000000001',
    });
    await setFact(SAMPLE_ATTRIBUTES.received, {
      at: new Date().toISOString(),
      by: 'staff.jo',
      boxes: 2,
      condition: 'as-expected',
      note: null,
      expected: {
        turnaround: 'soilReport',
        words: '5 business days',
        earliest: '2026-12-04',
        latest: '2026-12-04',
      },
    });
    const got = await until(
      () => messagesOf([record.id]),
      (m) => m.length >= 4,
    );
    const dispatch = got.find((m) => m.key.endsWith('/dispatch'));
    const arrival = got.find((m) => m.key.endsWith('/arrival'));
    expect(dispatch?.destination.to).toEqual([to]);
    expect(await subjectAsShown(dispatch?.subject ?? '')).toBe(
      `Your sample containers are on their way — ${reference}`,
    );
    expect(dispatch?.body.text).toContain(
      'https://www.purolator.com/en/shipping/tracker?pin=329000000001',
    );
    expect(arrival?.destination.to).toEqual([to]);
    expect(arrival?.body.text).toContain('Expected results: Friday, December 4');
    // Both deliveries reach the record's facts, and a later change sends nothing again.
    const delivered = await until(
      () => f.repository('resource').get(record.id),
      (r) =>
        r?.samplesReceived?.delivery?.state === 'delivered' &&
        r.containersSent?.delivery?.state === 'delivered',
    );
    expect(delivered?.samplesReceived?.delivery?.state).toBe('delivered');
    expect(delivered?.containersSent?.delivery?.state).toBe('delivered');
    await f.client.send(
      new UpdateCommand({
        TableName: f.tables.resource,
        Key: { id: record.id },
        UpdateExpression: 'SET #n = :n',
        ExpressionAttributeNames: { '#n': 'notes' },
        ExpressionAttributeValues: { ':n': [] },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await messagesOf([record.id])).map((m) => m.key).sort()).toEqual(
      [
        `resource/${record.id}/alert`,
        `resource/${record.id}/receipt`,
        `resource/${record.id}/dispatch`,
        `resource/${record.id}/arrival`,
      ].sort(),
    );
  });

  it('puts a second request’s receipt from the same address within the hour in the follow-up, and sends none of its own', async () => {
    const f = await fixture();
    run(f);
    const to = address();
    const first = contact(to);
    const second = contact(to.toUpperCase());
    await f.repository('contact').create(first);
    await f.repository('contact').create(second);
    const record = await until(
      () => f.repository('contact').get(second.id),
      (r) => r?.delivery.receipt?.state === 'follow-up' && r.delivery.alert !== null,
    );
    expect(record?.delivery.receipt).toMatchObject({ state: 'follow-up', reason: null });
    const got = await messagesOf([first.id, second.id]);
    expect(got.map((m) => m.key).sort()).toEqual(
      [
        `contact/${first.id}/alert`,
        `contact/${first.id}/receipt`,
        `contact/${second.id}/alert`,
      ].sort(),
    );
    // The follow-up waits for the hour's end: nothing more went to the address.
    expect(await messagesTo(to)).toHaveLength(1);
  });

  it('folds 20 plus-addresses of one mailbox into one receipt at once and one follow-up', async () => {
    const f = await fixture();
    run(f);
    const mailbox = `victim-${randomUUID().slice(0, 8)}`;
    const variants = Array.from({ length: 20 }, (_, i) => `${mailbox}+${i}@example.com`);
    const records = variants.map((to) => contact(to));
    for (const record of records) await f.repository('contact').create(record);
    const settled = await until(
      () => Promise.all(records.map((r) => f.repository('contact').get(r.id))),
      (all) => all.every((r) => r?.delivery.receipt && r.delivery.receipt.state !== 'sending'),
    );
    const receipts = (await messagesOf(records.map((r) => r.id))).filter((m) =>
      m.key.endsWith('/receipt'),
    );
    expect(receipts).toHaveLength(1);
    // Sent to the address as its requester typed it, not to the folded mailbox.
    expect(receipts[0]?.destination.to).toEqual([variants[0]]);
    const waiting = settled.slice(1).map((r) => r?.delivery.receipt);
    expect(waiting.every((receipt) => receipt?.state === 'follow-up')).toBe(true);
    // All of them in one follow-up, not one per spelling.
    const followUps = await f.followUps.due(Number.MAX_SAFE_INTEGER, 100);
    expect(followUps).toEqual([expect.objectContaining({ hash: mailboxHash(variants[0] ?? '') })]);
  });

  it('sends a submission retried with its idempotency key one alert and one receipt', async () => {
    const f = await fixture();
    run(f);
    const to = address();
    const key = randomUUID();
    const first = contact(to);
    const created = await f.repository('contact').create(first, { key, now: Date.now() });
    // The retry, as the create route builds it: a new record, the same key.
    const retry = contact(to);
    const again = await f.repository('contact').create(retry, { key, now: Date.now() });
    expect(again).toMatchObject({ id: created.id, reference: created.reference, repeated: true });
    await until(
      () => f.repository('contact').get(first.id),
      (r) => r?.delivery.receipt?.state === 'delivered' && r.delivery.alert?.state === 'delivered',
    );
    const sent = (await messages()).filter((m) => m.key.includes(first.id) || m.key.includes(key));
    expect(sent.map((m) => m.key).sort()).toEqual(
      [`contact/${first.id}/alert`, `contact/${first.id}/receipt`].sort(),
    );
    expect(await messagesOf([retry.id])).toEqual([]);
    expect(await messagesTo(to)).toHaveLength(1);
  });

  it('sends a request beyond its client address’s daily cap its alert and no receipt, and other addresses theirs', async () => {
    const f = await fixture();
    run(f);
    const tally = { tableName: f.recipientsTable, cap: 1 };
    const count = (client: string) => ({ tally, client, now: Date.now() });
    const [first, beyond, other] = [contact(address()), contact(address()), contact(address())];
    await f.repository('contact').create(first, undefined, count('203.0.113.9'));
    const capped = await f.repository('contact').create(beyond, undefined, count('203.0.113.9'));
    await f.repository('contact').create(other, undefined, count('198.51.100.4'));
    expect(capped.receiptCapped).toBe(true);
    const got = await until(
      () => messagesOf([first.id, beyond.id, other.id]),
      (m) => m.length >= 5,
    );
    expect(got.map((m) => m.key).sort()).toEqual(
      [
        `contact/${first.id}/alert`,
        `contact/${first.id}/receipt`,
        `contact/${beyond.id}/alert`,
        `contact/${other.id}/alert`,
        `contact/${other.id}/receipt`,
      ].sort(),
    );
    expect((await f.repository('contact').get(beyond.id))?.delivery.receipt).toMatchObject({
      state: 'skipped',
      reason: 'capped',
    });
  });

  it('sends an alert whose subject shows a visitor’s encoded-word name literally', async () => {
    const f = await fixture();
    run(f);
    const record = { ...contact(address()), name: '=?utf-8?B?SGk=?=' };
    await f.repository('contact').create(record);
    const [alert] = await until(
      () => messagesOf([record.id]).then((m) => m.filter((x) => x.key.endsWith('/alert'))),
      (m) => m.length >= 1,
    );
    expect(await subjectAsShown(alert?.subject ?? '')).toBe(
      'New contact message from =?utf-8?B?SGk=?=',
    );
  });

  it('sends nothing twice when a batch is handed over again', async () => {
    const f = await fixture();
    const batches: Parameters<typeof mailWorker>[0][] = [];
    const deps = workerDeps(f);
    run(
      f,
      {},
      {
        handler: async (event: Parameters<typeof mailWorker>[0]) => {
          batches.push(event);
          return mailWorker(event, deps);
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
      await Promise.all([mailWorker(batch, deps), mailWorker(batch, deps)]);
    }
    expect(batches.length).toBeGreaterThan(0);
    expect(await messagesOf(ids)).toHaveLength(6);
  });

  it('retries sends SES refused for now, and sends each message once', async () => {
    const f = await fixture();
    let refusals = 2;
    const send: SendMessage = (message) => {
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
    const send: SendMessage = async (message) => {
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

describe('a notify through the same sender', () => {
  it('goes with the configuration set and its own header, and its bounce leaves the record’s alert and the suppression list alone', async () => {
    const f = await fixture();
    run(f);
    const record = contact(address());
    await f.repository('contact').create(record);
    const delivered = await until(
      () => f.repository('contact').get(record.id),
      (r) => r?.delivery.alert?.state === 'delivered' && r.delivery.receipt?.state === 'delivered',
    );
    expect(delivered?.delivery.alert?.state).toBe('delivered');
    // The rest feeds the feedback this notify's events alone: the viewer is shared with every
    // test running now, and their bounces would reach a poller's suppression list too.
    await Promise.all(stoppers.splice(0).map((stop) => stop()));

    // Staff send the record again, to an inbox that bounces it for good.
    const notify = { kind: 'contact' as const, id: record.id };
    const messageId = await f.sendNotify({
      notify,
      to: SES_SIMULATOR.bounce,
      replyTo: record.email,
      subject: 'New contact message from Jo Farmer',
      text: 'Again',
    });
    const { emails } = (await (await fetch(`${viewer()}/store`)).json()) as {
      emails: ViewerEmail[];
    };
    const sent = emails.filter((email) =>
      email.headers?.some((h) => h.name === DELIVERY_HEADER && h.value === notifyKey(notify)),
    );
    expect(sent.map((email) => [email.messageId, email.destination.to])).toEqual([
      [messageId, [SES_SIMULATOR.bounce]],
    ]);
    const events = sesEventsFor(sent[0]!);
    expect(events.map((event) => event.eventType)).toEqual(['Send', 'Bounce']);

    const suppressed: string[] = [];
    const deps = {
      ...feedbackDeps(f),
      recipients: {
        suppress: async (...args: Parameters<typeof f.recipients.suppress>) => {
          suppressed.push(args[0]);
          await f.recipients.suppress(...args);
        },
      },
    };
    for (const event of events) await feedback(snsEvent(event), deps);

    expect(f.warnings).toEqual([
      {
        message: 'notify e-mail bounced or marked as spam',
        fields: { delivery: notifyKey(notify), eventType: 'Bounce', messageId, changed: false },
      },
    ]);
    // (Not the table's state: the poller above may have taken another test's bounce.)
    expect(suppressed).toEqual([]);
    const after = await f.repository('contact').get(record.id);
    expect(after?.delivery).toEqual(delivered?.delivery);
  });
});

const resource = (email: string): Omit<NewRecord<'resource'>, 'reference'> => ({
  ...newStamp(),
  name: 'Pat Rancher',
  resourceId: 'water-sample-bottles',
  email,
  phone: null,
  address: 'FREE TEXT 12 Range Road',
  comments: 'Container type: Water Sample Bottles\nQuantity: FREE TEXT 6',
});

const shipping = (shipperEmail: string): Omit<NewRecord<'shipping'>, 'reference'> => ({
  ...newStamp(),
  shipperName: 'Sam Shipper',
  shipperEmail,
  shipperPhone: '780-555-0100',
  sampleType: 'feed',
  shipmentWeight: 'FREE TEXT 2 kg',
  shipmentDimensions: '30 x 20 x 10 cm',
});

/** A short receipt interval, so a test sees its follow-up go. */
const INTERVAL_SECONDS = 5;

describe('receipts within the interval, and their follow-up', () => {
  it('takes an address’s receipt turn once an interval: a retry of its first record keeps the interval, a later record waits for its end', async () => {
    const f = await fixture();
    const to = address();
    const [a, b, c] = [newStamp().id, newStamp().id, newStamp().id];
    const start = 1_800_000_000;
    expect(await f.recipients.takeReceiptTurn(to, a, start)).toEqual({ turn: 'now' });
    expect(await f.recipients.takeReceiptTurn(to.toUpperCase(), b, start + 10)).toEqual({
      turn: 'follow-up',
      due: start + 3600,
    });
    // The first record's retry goes (it may not have gone yet), and does not move the interval.
    expect(await f.recipients.takeReceiptTurn(to, a, start + 20)).toEqual({ turn: 'now' });
    expect(await f.recipients.takeReceiptTurn(to, b, start + 30)).toEqual({
      turn: 'follow-up',
      due: start + 3600,
    });
    expect(await f.recipients.takeReceiptTurn(to, c, start + 3600)).toEqual({ turn: 'now' });
    expect(await f.recipients.takeReceiptTurn(to, a, start + 3601)).toEqual({
      turn: 'follow-up',
      due: start + 7200,
    });
  });

  it('sends one of three requests of different kinds from one address its receipt at once, and after the interval one follow-up listing the other two references', async () => {
    const f = await fixture({ intervalSeconds: INTERVAL_SECONDS });
    run(f);
    const to = address();
    const a = contact(to);
    const b = resource(to.toUpperCase());
    const c = shipping(to);
    const refs = {
      contact: (await f.repository('contact').create(a)).reference,
      resource: (await f.repository('resource').create(b)).reference,
      shipping: (await f.repository('shipping').create(c)).reference,
    };
    const [receipt] = await until(
      () => messagesTo(to),
      (m) => m.length >= 1,
    );
    // The first the worker takes (the three tables' streams are read side by side).
    const records = [
      { kind: 'contact', id: a.id, reference: refs.contact },
      { kind: 'resource', id: b.id, reference: refs.resource },
      { kind: 'shipping', id: c.id, reference: refs.shipping },
    ] as const;
    const first = records.find((r) => receipt?.key === `${r.kind}/${r.id}/receipt`);
    expect(first, receipt?.key).toBeDefined();
    const others = records.filter((r) => r !== first);
    const othersNow = () => Promise.all(others.map((r) => f.repository(r.kind).get(r.id)));
    const waiting = await until(othersNow, (stored) =>
      stored.every((r) => r?.delivery.receipt?.state === 'follow-up'),
    );
    expect(waiting.map((r) => r?.delivery.receipt?.state)).toEqual(['follow-up', 'follow-up']);

    const got = await until(
      () => messagesTo(to),
      (m) => m.length >= 2,
    );
    expect(got).toHaveLength(2);
    const followUp = got[1];
    expect(followUp?.key).toMatch(/^follow-up\/[0-9a-f]{64}\/\d+$/);
    expect(followUp?.key).toContain(mailboxHash(to));
    // The address as the oldest of its requests spelt it.
    expect(followUp?.destination.to).toEqual([
      others[0]?.kind === 'resource' ? to.toUpperCase() : to,
    ]);
    expect(followUp?.replyTo).toEqual([LABORATORY.email]);
    for (const other of others) {
      expect(followUp?.subject).toContain(other.reference);
      expect(followUp?.body.text).toContain(`Reference number: ${other.reference}`);
    }
    expect(followUp?.body.text).not.toContain(first?.reference);
    expect(followUp?.body.text).toContain('Our website: http://localhost:3000/');
    expect(followUp?.body.text).not.toContain('FREE TEXT');
    expect(receipt?.replyTo).toEqual([LABORATORY.email]);
    expect(receipt?.body.text).toContain('Our website: http://localhost:3000/');

    // SES's events for the follow-up reach both of its records, through its header.
    const delivered = await until(othersNow, (stored) =>
      stored.every((r) => r?.delivery.receipt?.state === 'delivered'),
    );
    expect(delivered.map((r) => r?.delivery.receipt?.state)).toEqual(['delivered', 'delivered']);
    // Nothing more: one receipt, one follow-up.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await messagesTo(to)).toHaveLength(2);
  });

  it('sends an address at most two receipts an interval, however many requests it makes, and begins a new interval once it ended', async () => {
    const f = await fixture({ intervalSeconds: INTERVAL_SECONDS });
    run(f);
    const to = address();
    const burst = [contact(to), contact(to), contact(to), contact(to), contact(to)];
    // Stored at once, as two tabs might: the receipt turn is taken once.
    await Promise.all([
      ...burst.map((record) => f.repository('contact').create(record)),
      f.repository('resource').create(resource(to)),
      f.repository('shipping').create(shipping(to)),
    ]);
    const got = await until(
      () => messagesTo(to),
      (m) => m.length >= 2,
    );
    await new Promise((resolve) => setTimeout(resolve, (INTERVAL_SECONDS + 2) * 1000));
    const all = await messagesTo(to);
    expect(all).toHaveLength(2);
    expect(got[0]?.key).toMatch(/\/receipt$/);
    expect(all[1]?.key).toMatch(/^follow-up\//);
    // Six references in the follow-up: every request but the one whose receipt went at once.
    expect((all[1]?.body.text ?? '').match(/Reference number: /g)).toHaveLength(6);

    const later = contact(to);
    await f.repository('contact').create(later);
    const next = await until(
      () => messagesTo(to),
      (m) => m.length >= 3,
    );
    expect(next[2]?.key).toBe(`contact/${later.id}/receipt`);
  });

  it('sends a suppressed address nothing: neither the follow-up gathered before its first receipt bounced, nor a receipt after', async () => {
    const f = await fixture({ intervalSeconds: INTERVAL_SECONDS });
    run(f);
    const to = address();
    const first = contact(to);
    const second = resource(to);
    await f.repository('contact').create(first);
    await until(
      () => messagesTo(to),
      (m) => m.length >= 1,
    );
    await f.repository('resource').create(second);
    await until(
      () => f.repository('resource').get(second.id),
      (r) => r?.delivery.receipt?.state === 'follow-up',
    );
    // The first receipt bounces for good while the second waits: the feedback suppresses it.
    await f.recipients.suppress(to, { reason: 'bounce', at: new Date().toISOString() });
    const skipped = await until(
      () => f.repository('resource').get(second.id),
      (r) => r?.delivery.receipt?.state === 'skipped',
    );
    expect(skipped?.delivery.receipt).toMatchObject({ state: 'skipped', reason: 'suppressed' });
    const third = shipping(to);
    await f.repository('shipping').create(third);
    const afterwards = await until(
      () => f.repository('shipping').get(third.id),
      (r) => r?.delivery.receipt?.state === 'skipped',
    );
    expect(afterwards?.delivery.receipt).toMatchObject({ state: 'skipped', reason: 'suppressed' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await messagesTo(to)).map((m) => m.key)).toEqual([`contact/${first.id}/receipt`]);
  });

  it('leaves out a record erased before its follow-up went, and sends no follow-up when none is left', async () => {
    const f = await fixture({ intervalSeconds: INTERVAL_SECONDS });
    run(f);
    const [to, alone] = [address(), address()];
    const kept = resource(to);
    const erased = shipping(to);
    const onlyErased = contact(alone);
    await f.repository('contact').create(contact(to));
    await f.repository('contact').create(contact(alone));
    await until(
      () => Promise.all([messagesTo(to), messagesTo(alone)]),
      (sent) => sent.every((m) => m.length >= 1),
    );
    await f.repository('resource').create(kept);
    await f.repository('shipping').create(erased);
    await f.repository('contact').create(onlyErased);
    const waiting = await until(
      () =>
        Promise.all([
          f.repository('shipping').get(erased.id),
          f.repository('contact').get(onlyErased.id),
        ]),
      (records) => records.every((r) => r?.delivery.receipt?.state === 'follow-up'),
    );
    expect(waiting.map((r) => r?.delivery.receipt?.state)).toEqual(['follow-up', 'follow-up']);
    const erasedReference = waiting[0]?.reference;
    await f.repository('shipping').remove(erased.id);
    await f.repository('contact').remove(onlyErased.id);

    const got = await until(
      () => messagesTo(to),
      (m) => m.length >= 2,
    );
    expect(got[1]?.key).toMatch(/^follow-up\//);
    expect(got[1]?.body.text).toContain((await f.repository('resource').get(kept.id))?.reference);
    expect(got[1]?.body.text).not.toContain(erasedReference);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await messagesTo(alone)).toHaveLength(1);
  });

  it('sends a follow-up once when its worker stopped after SES took it, before writing it down', async () => {
    const f = await fixture({ intervalSeconds: INTERVAL_SECONDS });
    let lost = 1;
    const sendFollowUp = async (message: Parameters<Fixture['sendFollowUp']>[0]) => {
      const id = await f.sendFollowUp(message);
      // SES took it; the answer never reached the worker (it stopped, or timed out).
      if (lost-- > 0) throw new Error('socket hang up');
      return id;
    };
    run(f, {}, {}, { send: sendFollowUp });
    const to = address();
    const later = resource(to);
    await f.repository('contact').create(contact(to));
    await until(
      () => messagesTo(to),
      (m) => m.length >= 1,
    );
    await f.repository('resource').create(later);
    const record = await until(
      () => f.repository('resource').get(later.id),
      (r) => r?.delivery.receipt?.state === 'delivered',
    );
    // Handed to SES once: its Send event settled it, so no check tried again.
    expect(lost).toBe(0);
    expect(record?.delivery.receipt?.state).toBe('delivered');
    // Past the lease (3 s): had the Send event not settled it, a check would send it again.
    await new Promise((resolve) => setTimeout(resolve, 4500));
    const got = await messagesTo(to);
    expect(got.map((m) => m.key.split('/')[0])).toEqual(['contact', 'follow-up']);
  });
});

describe('the local recipients table', () => {
  const dynamodb = () =>
    new DynamoDBClient({
      endpoint: endpoint(),
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
  const indexesOf = async (TableName: string) => {
    const client = dynamodb();
    const { Table } = await client.send(new DescribeTableCommand({ TableName }));
    client.destroy();
    return (Table?.GlobalSecondaryIndexes ?? []).map((index) => ({
      name: index.IndexName,
      keys: index.KeySchema?.map((key) => key.AttributeName),
      projection: index.Projection?.ProjectionType,
    }));
  };
  const dueIndex = {
    name: FOLLOW_UP_DUE_INDEX.name,
    keys: [FOLLOW_UP_DUE_INDEX.partitionKey, FOLLOW_UP_DUE_INDEX.sortKey],
    projection: FOLLOW_UP_DUE_INDEX.projection,
  };

  it('is made with the due follow-ups’ index, which one made by an older version is given', async () => {
    const fresh = `lab-mail-recipients-${randomUUID().slice(0, 8)}`;
    await ensureRecipientsTable(endpoint(), fresh);
    expect(await indexesOf(fresh)).toEqual([dueIndex]);

    const older = `lab-mail-recipients-${randomUUID().slice(0, 8)}`;
    const client = dynamodb();
    await client.send(
      new CreateTableCommand({
        TableName: older,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: MAIL_RECIPIENTS_TABLE.partitionKey, AttributeType: 'S' },
        ],
        KeySchema: [{ AttributeName: MAIL_RECIPIENTS_TABLE.partitionKey, KeyType: 'HASH' }],
      }),
    );
    client.destroy();
    await ensureRecipientsTable(endpoint(), older);
    await ensureRecipientsTable(endpoint(), older);
    expect(await indexesOf(older)).toEqual([dueIndex]);
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

  it('killed mid-follow-up and started again, sends every follow-up exactly once', async () => {
    const f = await fixture();
    const mail = await startLocalMail(envOf(f), {
      siteUrl: 'http://localhost:3000',
      receiptIntervalSeconds: 10,
      dataDir: null,
      log: () => undefined,
    });
    stoppers.push(() => mail.stop());
    await mail.ready;
    // Enough follow-ups that sending them takes a while: the kill must land among them.
    const addresses = Array.from({ length: 80 }, () => address());
    const pairs = addresses.map((to) => [contact(to), resource(to)] as const);
    // Each address's two requests together: one receipt at once, the other in its follow-up.
    await Promise.all(
      pairs.map(([first, second]) =>
        Promise.all([
          f.repository('contact').create(first),
          f.repository('resource').create(second),
        ]),
      ),
    );
    const followUpsOf = async () =>
      (await messages()).filter(
        (m) => m.key.startsWith('follow-up/') && addresses.includes(m.destination.to[0] ?? ''),
      );
    // Killed at the first follow-up seen: reading the viewer's store takes longer on a busy
    // machine, and a later kill could come after the last one went.
    await until(followUpsOf, (m) => m.length >= 1, 90_000);
    const pid = mail.workerPid();
    expect(pid).toBeDefined();
    process.kill(pid as number, 'SIGKILL');
    const atKill = (await followUpsOf()).length;
    // Started again a second after it died (later on a busy machine).
    await until(
      async () => mail.workerPid(),
      (now) => now !== undefined && now !== pid,
      60_000,
    );

    // Every receipt delivered: those in a follow-up only once their follow-up went.
    const receiptsOf = () =>
      Promise.all(
        pairs.flatMap(([first, second]) => [
          f.client.send(new GetCommand({ TableName: f.tables.contact, Key: { id: first.id } })),
          f.client.send(new GetCommand({ TableName: f.tables.resource, Key: { id: second.id } })),
        ]),
      ).then((items) =>
        items.map(
          ({ Item }) =>
            Item?.[DELIVERY_ATTRIBUTES.receipt] as { state: string; followUp?: string } | undefined,
        ),
      );
    const receipts = await until(
      receiptsOf,
      (all) => all.every((r) => r?.state === 'delivered'),
      150_000,
    );
    expect(receipts.filter((r) => r?.state !== 'delivered')).toEqual([]);
    expect(mail.workerPid()).not.toBe(pid);
    const expected = new Set(receipts.flatMap((r) => (r?.followUp ? [r.followUp] : [])));
    // Killed mid-way: follow-ups went after the restart too.
    expect(expected.size).toBeGreaterThan(atKill);
    const final = await followUpsOf();
    expect(final.map((m) => m.key).sort()).toEqual([...expected].sort());
    expect(new Set(final.map((m) => m.destination.to[0])).size).toBe(final.length);
  }, 300_000);
});
