import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { MAIL_METRICS, RECEIPT_CAP_METRICS } from '@lab/shared/lambda/metrics';
import { emittedMetrics, metricNames } from '../../../test/support/emitted-metrics';
import {
  memoryBudget,
  memoryDeliveries,
  memoryFollowUps,
  memoryRecipients,
  requestsFrom,
} from '../../../test/support/memory-mail-stores';
import { fixedSecretValues } from '../../lib/auth/secret-values';
import { newStamp } from '../../lib/ids';
import { deliveryKey } from '../../lib/mail/deliveries';
import { followUpKey, followUpOf } from '../../lib/mail/follow-ups';
import type { OutgoingMessage } from '../../lib/mail/ses-sender';
import { main, type MailWorkerDeps } from './mail-worker';

/*
 * The worker's decisions, on in-memory stores with the real stores' rules (a claim holds
 * until its lease runs out; settling needs the claim; a receipt interval's later receipts
 * wait in its follow-up): what is sent, to whom, how often, and what a batch reports for
 * retry. The same rules against DynamoDB Local and the local SES are in
 * test/integration/mail-worker.test.ts.
 */

const TABLES = { contact: 'contact-t', resource: 'resource-t', shipping: 'shipping-t' };

function contactRecord(email = 'grower@example.com', name = 'Jo Farmer') {
  return {
    ...newStamp(),
    reference: 'PAL-7K3Q-9D',
    name,
    email,
    phone: null,
    subject: 'pricing',
    message: 'Please call about soil testing.',
  };
}

let sequence = 100;
function insert(kind: RecordKind, item: Record<string, unknown>): DynamoDBRecord {
  return {
    eventName: 'INSERT',
    eventSourceARN: `arn:aws:dynamodb:ca-central-1:1:table/${TABLES[kind]}/stream/2026`,
    dynamodb: {
      SequenceNumber: String(sequence++),
      NewImage: marshall(item, { removeUndefinedValues: true }) as Record<string, AttributeValue>,
    },
  };
}

const batch = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

function setup(overrides: Partial<MailWorkerDeps> = {}) {
  const sent: OutgoingMessage[] = [];
  const logs: { message: string; fields: Record<string, unknown> }[] = [];
  const deliveries = memoryDeliveries();
  const followUps = memoryFollowUps(deliveries);
  const deps: MailWorkerDeps = {
    tables: TABLES,
    deliveries,
    recipients: memoryRecipients(),
    followUps,
    budget: memoryBudget(),
    send: async (message) => {
      sent.push(message);
      return `ses-${sent.length}`;
    },
    notifyTo: 'lab@example.com',
    linkKey: fixedSecretValues('test-document-link-key-0123456789'),
    siteUrl: 'https://lab.example',
    leaseSeconds: 120,
    log: (message, fields) => logs.push({ message, fields }),
    sleep: async () => {},
    ...overrides,
  };
  return { deps, sent, logs, deliveries, followUps };
}

const sesError = (name: string, httpStatusCode?: number) =>
  Object.assign(new Error(name), {
    name,
    ...(httpStatusCode && { $metadata: { httpStatusCode } }),
  });

describe('the mail worker', () => {
  it('sends a new record the alert (Reply-To the requester, linked) and the receipt (Reply-To the laboratory, linking the site), and settles both', async () => {
    const { deps, sent, deliveries } = setup();
    const record = contactRecord();
    const result = await main(batch(insert('contact', record)), deps);

    expect(result.batchItemFailures).toEqual([]);
    expect(sent.map((m) => [deliveryKey(m.ref), m.to, m.replyTo])).toEqual([
      [`contact/${record.id}/alert`, 'lab@example.com', 'grower@example.com'],
      [`contact/${record.id}/receipt`, 'grower@example.com', LABORATORY.email],
    ]);
    expect(sent[0]?.text).toContain('https://lab.example/admin/dashboard?reference=PAL-7K3Q-9D');
    expect(sent[1]?.subject).toContain('PAL-7K3Q-9D');
    expect(sent[1]?.text).toContain('Our website: https://lab.example/');
    expect(deliveries.all.get(`contact/${record.id}/alert`)).toMatchObject({
      state: 'sent',
      messageId: 'ses-1',
    });
    expect(deliveries.all.get(`contact/${record.id}/receipt`)).toMatchObject({
      state: 'sent',
      messageId: 'ses-2',
    });
  });

  it('sends nothing twice when the same batch comes again', async () => {
    const { deps, sent } = setup();
    const event = batch(
      insert('contact', contactRecord()),
      insert('contact', contactRecord('b@example.com')),
    );
    await main(event, deps);
    await main(event, deps);
    expect(sent).toHaveLength(4);
  });

  it('ignores what is not a stored record: other events, other tables, the reference claim', async () => {
    const { deps, sent } = setup();
    const record = contactRecord();
    const modify = { ...insert('contact', record), eventName: 'MODIFY' as const };
    const otherTable = {
      ...insert('contact', record),
      eventSourceARN: 'arn:aws:dynamodb:ca-central-1:1:table/other/stream/2026',
    };
    const claim = insert('contact', { id: 'PAL-7K3Q-9D', recordId: record.id });
    const result = await main(batch(modify, otherTable, claim), deps);
    expect(sent).toEqual([]);
    expect(result.batchItemFailures).toEqual([]);
  });

  it('sends the alerts but no receipt beyond the day’s receipt budget, saying why on the record', async () => {
    const budget = memoryBudget(1);
    const { deps, sent, deliveries } = setup({ budget });
    const first = contactRecord('one@example.com');
    const second = contactRecord('two@example.com');
    await main(batch(insert('contact', first), insert('contact', second)), deps);
    expect(sent.filter((m) => m.ref.message === 'alert')).toHaveLength(2);
    expect(sent.filter((m) => m.ref.message === 'receipt').map((m) => m.ref.id)).toEqual([
      first.id,
    ]);
    expect(deliveries.all.get(`contact/${second.id}/receipt`)).toMatchObject({
      state: 'skipped',
      reason: 'budget',
    });
    expect(budget.taken).toBe(1);
  });

  it('puts a later receipt within the hour in the follow-up and skips a suppressed address’s, logging why and never the address', async () => {
    const now = 1_800_000_000_000;
    const { deps, sent, logs, deliveries, followUps } = setup({
      recipients: memoryRecipients(['bounced@example.com']),
      now: () => now,
    });
    const first = contactRecord('twice@example.com');
    const second = contactRecord('TWICE@example.com');
    const bounced = contactRecord('bounced@example.com');
    await main(
      batch(insert('contact', first), insert('contact', second), insert('contact', bounced)),
      deps,
    );

    expect(sent.filter((m) => m.ref.message === 'alert')).toHaveLength(3);
    expect(sent.filter((m) => m.ref.message === 'receipt').map((m) => m.ref.id)).toEqual([
      first.id,
    ]);
    // Due when the hour that began with the first receipt ends.
    const followUp = followUpKey(followUpOf('twice@example.com', now / 1000 + 3600));
    expect(deliveries.all.get(`contact/${second.id}/receipt`)).toMatchObject({
      state: 'follow-up',
      followUp,
    });
    expect([...(followUps.all.get(followUp)?.members ?? [])]).toEqual([`contact/${second.id}`]);
    expect(deliveries.all.get(`contact/${bounced.id}/receipt`)).toMatchObject({
      state: 'skipped',
      reason: 'suppressed',
    });
    const skips = logs.filter((l) => l.message === 'receipt skipped');
    expect(skips.map((l) => `${String(l.fields.delivery)} ${String(l.fields.reason)}`)).toEqual([
      `contact/${bounced.id}/receipt suppressed`,
    ]);
    expect(logs.filter((l) => l.message === 'receipt in the follow-up')).toHaveLength(1);
    expect(JSON.stringify(logs)).not.toMatch(/@example\.com/i);
  });

  it('gives one requester’s records the hour’s receipt in arrival order', async () => {
    const { deps, sent } = setup({ concurrency: 8 });
    const records = Array.from({ length: 5 }, () => contactRecord('same@example.com'));
    await main(batch(...records.map((r) => insert('contact', r))), deps);
    expect(sent.filter((m) => m.ref.message === 'receipt').map((m) => m.ref.id)).toEqual([
      records[0]?.id,
    ]);
  });

  it('settles a message SES refuses for good as failed, without holding up the stream', async () => {
    const { deps, deliveries } = setup({
      send: async (message) => {
        if (message.ref.message === 'receipt') throw sesError('MessageRejected', 400);
        return 'ses-alert';
      },
    });
    const record = contactRecord();
    let result: Awaited<ReturnType<typeof main>> | undefined;
    const metrics = await emittedMetrics(async () => {
      result = await main(batch(insert('contact', record)), deps);
    });
    expect(result?.batchItemFailures).toEqual([]);
    expect(deliveries.all.get(`contact/${record.id}/receipt`)).toMatchObject({
      state: 'failed',
      error: 'MessageRejected',
    });
    // A successful invocation: the count is what alarms (AutomaticMailFailed).
    expect(metricNames(metrics, MAIL_METRICS.dimension)).toEqual([
      `${MAIL_METRICS.failed}:receipt`,
    ]);
    expect(metrics[0]?._aws.CloudWatchMetrics[0]?.Namespace).toBe(MAIL_METRICS.namespace);
    expect(metrics[0]?._aws.CloudWatchMetrics[0]?.Dimensions).toEqual([
      [MAIL_METRICS.dimension],
      [],
    ]);
  });

  it('counts no failed mail when everything went, and only the budget when receipts were held back', async () => {
    const sent = setup();
    expect(
      await emittedMetrics(() => main(batch(insert('contact', contactRecord())), sent.deps)),
    ).toEqual([]);
    const capped = setup({ budget: memoryBudget(0) });
    const metrics = await emittedMetrics(() =>
      main(batch(insert('contact', contactRecord())), capped.deps),
    );
    expect(metricNames(metrics)).toEqual([RECEIPT_CAP_METRICS.overBudget]);
  });

  it('settles a receipt as failed when its configuration set is paused, but retries a paused alert', async () => {
    const { deps, deliveries } = setup({
      send: async () => {
        throw sesError('SendingPausedException', 400);
      },
    });
    const record = contactRecord();
    const event = batch(insert('contact', record));
    // The alert is retried: the record is reported, and its receipt not yet dealt with.
    expect((await main(event, deps)).batchItemFailures).toHaveLength(1);
    expect(deliveries.all.has(`contact/${record.id}/alert`)).toBe(false);
    deps.send = async (message) => {
      if (message.ref.message === 'receipt') throw sesError('SendingPausedException', 400);
      return 'ses-alert';
    };
    expect((await main(event, deps)).batchItemFailures).toEqual([]);
    expect(deliveries.all.get(`contact/${record.id}/receipt`)).toMatchObject({
      state: 'failed',
      error: 'SendingPausedException',
    });
  });

  it('releases a message SES refused for now and reports the record for retry, which then sends it once', async () => {
    let throttle = true;
    const sent: string[] = [];
    const { deps, deliveries } = setup({
      send: async (message) => {
        if (throttle) throw sesError('TooManyRequestsException', 429);
        sent.push(deliveryKey(message.ref));
        return 'ses';
      },
    });
    const record = contactRecord();
    const event = batch(insert('contact', record));
    const first = await main(event, deps);
    expect(first.batchItemFailures).toEqual([
      { itemIdentifier: event.Records[0]?.dynamodb?.SequenceNumber },
    ]);
    expect(deliveries.all.has(`contact/${record.id}/alert`)).toBe(false);

    throttle = false;
    expect((await main(event, deps)).batchItemFailures).toEqual([]);
    expect(sent).toEqual([`contact/${record.id}/alert`, `contact/${record.id}/receipt`]);
  });

  it('keeps the claim when SES gave no answer (it may have the message) and retries the record', async () => {
    const { deps, deliveries } = setup({
      send: async () => {
        throw new Error('socket hang up');
      },
    });
    const record = contactRecord();
    const result = await main(batch(insert('contact', record)), deps);
    expect(result.batchItemFailures).toHaveLength(1);
    expect(deliveries.all.get(`contact/${record.id}/alert`)?.state).toBe('sending');
  });

  it('waits out another attempt’s lease, sends once it ran out, and gives the batch back while it holds', async () => {
    let now = 1_800_000_000_000;
    const waits: number[] = [];
    const { deps, sent, deliveries } = setup({
      leaseSeconds: 60,
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
        now += ms;
      },
    });
    const record = contactRecord();
    const seconds = Math.floor(now / 1000);
    // A worker that stopped after claiming the alert, 30 s into its lease.
    deliveries.all.set(`contact/${record.id}/alert`, {
      state: 'sending',
      at: '',
      claim: 'stopped',
      until: seconds + 30,
    });
    const result = await main(batch(insert('contact', record)), deps);
    expect(result.batchItemFailures).toEqual([]);
    expect(waits).toEqual([31_000]);
    expect(sent.map((m) => m.ref.message)).toEqual(['alert', 'receipt']);

    // Held well past a lease (another worker keeps claiming it): the record goes back.
    const held = contactRecord('held@example.com');
    deliveries.all.set(`contact/${held.id}/alert`, {
      state: 'sending',
      at: '',
      claim: 'other',
      until: Math.floor(now / 1000) + 10_000,
    });
    expect((await main(batch(insert('contact', held)), deps)).batchItemFailures).toHaveLength(1);
  });

  it('does not mail a record deleted before its turn', async () => {
    const { deps, sent, logs } = setup();
    deps.deliveries.claim = async () => ({ outcome: 'missing' });
    await main(batch(insert('contact', contactRecord())), deps);
    expect(sent).toEqual([]);
    expect(logs.map((l) => l.message)).toContain('record gone before its e-mail');
  });
});

describe('receipts within the hour', () => {
  const START = 1_800_000_000_000;
  const HOUR = 3600;

  function clocked() {
    let now = START;
    const setupped = setup({ now: () => now });
    return { ...setupped, at: (seconds: number) => (now = START + seconds * 1000) };
  }
  const receipts = (sent: OutgoingMessage[]) =>
    sent.filter((m) => m.ref.message === 'receipt').map((m) => deliveryKey(m.ref));

  it('sends the first of three requests of different kinds its receipt at once, and puts the other two in one follow-up due when the hour ends', async () => {
    const { deps, sent, deliveries, followUps, at } = clocked();
    const { contact, resource, shipping } = requestsFrom('grower@example.com');
    await main(batch(insert('resource', resource)), deps);
    at(600);
    await main(
      batch(insert('shipping', { ...shipping, shipperEmail: 'Grower@Example.com' })),
      deps,
    );
    at(3000);
    await main(batch(insert('contact', contact)), deps);

    expect(receipts(sent)).toEqual([`resource/${resource.id}/receipt`]);
    expect(sent.filter((m) => m.ref.message === 'alert')).toHaveLength(3);
    const key = followUpKey(followUpOf('grower@example.com', START / 1000 + HOUR));
    expect([...(followUps.all.get(key)?.members ?? [])].sort()).toEqual(
      [`shipping/${shipping.id}`, `contact/${contact.id}`].sort(),
    );
    expect(followUps.all.size).toBe(1);
    for (const ref of [`shipping/${shipping.id}/receipt`, `contact/${contact.id}/receipt`])
      expect(deliveries.all.get(ref)).toMatchObject({ state: 'follow-up', followUp: key });
  });

  it('begins a new hour, with a receipt at once, once the hour ended', async () => {
    const { deps, sent, at } = clocked();
    const first = contactRecord('grower@example.com');
    const later = contactRecord('grower@example.com');
    const nextHour = contactRecord('grower@example.com');
    await main(batch(insert('contact', first)), deps);
    at(HOUR - 1);
    await main(batch(insert('contact', later)), deps);
    at(HOUR);
    await main(batch(insert('contact', nextHour)), deps);
    expect(receipts(sent)).toEqual([
      `contact/${first.id}/receipt`,
      `contact/${nextHour.id}/receipt`,
    ]);
  });

  it('sends a receipt at once when its hour’s follow-up closed meanwhile (it is being sent): the receipt begins the next hour', async () => {
    const { deps, sent, deliveries, followUps, at } = clocked();
    const [first, second, third] = [1, 2, 3].map(() => contactRecord('grower@example.com'));
    await main(batch(insert('contact', first!), insert('contact', second!)), deps);
    const key = followUpKey(followUpOf('grower@example.com', START / 1000 + HOUR));
    // Claimed by a check whose clock ran ahead of this worker's.
    followUps.all.get(key)!.delivery = { state: 'sending', at: '', claim: 'check', until: 1 };
    at(HOUR - 1);
    await main(batch(insert('contact', third!)), deps);
    expect(receipts(sent)).toEqual([
      `contact/${first!.id}/receipt`,
      `contact/${third!.id}/receipt`,
    ]);
    expect([...followUps.all.get(key)!.members]).toEqual([`contact/${second!.id}`]);
    expect(deliveries.all.get(`contact/${third!.id}/receipt`)?.state).toBe('sent');
  });

  it('leaves a receipt alone when its attempt lost the claim before it could join the follow-up', async () => {
    const { deps, sent, deliveries } = clocked();
    const first = contactRecord('grower@example.com');
    const second = contactRecord('grower@example.com');
    await main(batch(insert('contact', first)), deps);
    deps.followUps = { join: async () => 'lost' };
    await main(batch(insert('contact', second)), deps);
    expect(receipts(sent)).toEqual([`contact/${first.id}/receipt`]);
    // Another attempt holds it (the claim this test's stores left behind): not settled here.
    expect(deliveries.all.get(`contact/${second.id}/receipt`)?.state).toBe('sending');
  });
});
