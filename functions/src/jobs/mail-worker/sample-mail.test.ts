import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { DELIVERY_ATTRIBUTES, LIST_PARTITION, SAMPLE_ATTRIBUTES } from '@lab/shared/data/tables';
import {
  memoryBudget,
  memoryDeliveries,
  memoryFollowUps,
  memoryRecipients,
} from '../../../test/support/memory-mail-stores';
import { fixedSecretValues } from '../../lib/auth/secret-values';
import { checkDocumentToken, type DocumentPurpose } from '../../lib/documents/document-token';
import { RESOURCE_RECORD, SHIPPING_RECORD } from '../../lib/documents/test-records';
import { deliveryKey } from '../../lib/mail/deliveries';
import type { OutgoingMessage } from '../../lib/mail/ses-sender';
import { main, redrive, type MailWorkerDeps } from './mail-worker';

/*
 * The worker on a record's samples facts (issue 31): staff's write of a fact comes through
 * the stream as a MODIFY, and the requester gets its arrival or dispatch e-mail once,
 * whatever else later changes the record. On in-memory stores with the real stores' rules.
 */

const TABLES = { contact: 'contact-t', resource: 'resource-t', shipping: 'shipping-t' };
const KEY = 'test-document-link-key-0123456789';
const NOW = Date.parse('2026-11-27T22:05:00.000Z');

/** A stored item: the record's fields and list key, without the work the worker reads. */
function itemOf(record: object, extra: Record<string, unknown> = {}) {
  const {
    delivery: _delivery,
    samplesReceived: _received,
    containersSent: _sent,
    ...fields
  } = record as Record<string, unknown>;
  return { ...fields, listPk: LIST_PARTITION, ...extra };
}

const RECEIVED = {
  at: '2026-11-27T22:00:00.000Z',
  by: 'staff.jo',
  boxes: 3,
  condition: 'as-expected',
  note: null,
  expected: {
    turnaround: 'soilReport',
    words: '5 business days',
    earliest: '2026-12-04',
    latest: '2026-12-04',
  },
};
const SENT = {
  at: '2026-11-27T22:00:00.000Z',
  by: 'staff.jo',
  courier: 'ups',
  tracking: '1Z999AA10123456784',
};

let sequence = 100;
function event(
  kind: RecordKind,
  eventName: 'INSERT' | 'MODIFY',
  item: Record<string, unknown>,
): DynamoDBRecord {
  return {
    eventName,
    eventSourceARN: `arn:aws:dynamodb:ca-central-1:1:table/${TABLES[kind]}/stream/2026`,
    dynamodb: {
      SequenceNumber: String(sequence++),
      NewImage: marshall(item, { removeUndefinedValues: true }) as Record<string, AttributeValue>,
    },
  };
}
const batch = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

function setup(suppressed: string[] = []) {
  const sent: OutgoingMessage[] = [];
  const deliveries = memoryDeliveries();
  let sleeps = 0;
  const deps: MailWorkerDeps = {
    tables: TABLES,
    deliveries,
    recipients: memoryRecipients(suppressed),
    followUps: memoryFollowUps(deliveries),
    budget: memoryBudget(),
    send: async (message) => {
      sent.push(message);
      return `ses-${sent.length}`;
    },
    notifyTo: 'lab@example.com',
    siteUrl: 'https://lab.example',
    linkKey: fixedSecretValues(KEY),
    leaseSeconds: 120,
    log: () => {},
    now: () => NOW,
    sleep: async () => {
      sleeps++;
    },
  };
  return { deps, sent, deliveries, sleeps: () => sleeps };
}

/** The token of the link after `prefix` in `text`, checked for `purpose` on `record`. */
function linkOpens(
  text: string,
  prefix: string,
  kind: RecordKind,
  id: string,
  purpose: DocumentPurpose,
) {
  const url = text
    .split('\n')
    .find((line) => line.startsWith(prefix))
    ?.slice(prefix.length);
  if (!url) return false;
  const token = new URL(url).searchParams.get('t') ?? '';
  return checkDocumentToken(token, { kind, id, purpose }, [KEY], NOW).ok;
}

describe('the mail worker on samples facts', () => {
  it('sends the arrival e-mail once when staff record the samples received, and settles it', async () => {
    const { deps, sent, deliveries } = setup();
    const modify = event(
      'shipping',
      'MODIFY',
      itemOf(SHIPPING_RECORD, { [SAMPLE_ATTRIBUTES.received]: RECEIVED }),
    );
    const result = await main(batch(modify), deps);

    expect(result.batchItemFailures).toEqual([]);
    expect(sent.map((m) => [deliveryKey(m.ref), m.to, m.replyTo])).toEqual([
      [`shipping/${SHIPPING_RECORD.id}/arrival`, SHIPPING_RECORD.shipperEmail, LABORATORY.email],
    ]);
    expect(sent[0]?.subject).toContain('PAL-7K3Q-9D');
    expect(sent[0]?.text).toContain('Expected results: Friday, December 4');
    expect(
      linkOpens(sent[0]!.text, 'Follow your request: ', 'shipping', SHIPPING_RECORD.id, 'track'),
    ).toBe(true);
    expect(deliveries.all.get(`shipping/${SHIPPING_RECORD.id}/arrival`)).toMatchObject({
      state: 'sent',
      messageId: 'ses-1',
    });

    // The same event again (a retried batch) sends nothing.
    await main(batch(modify), deps);
    expect(sent).toHaveLength(1);
  });

  it('sends nothing for later changes of the record: its delivery on the image, or a status change after it', async () => {
    const { deps, sent, sleeps } = setup();
    const fact = { [SAMPLE_ATTRIBUTES.received]: RECEIVED };
    await main(batch(event('shipping', 'MODIFY', itemOf(SHIPPING_RECORD, fact))), deps);
    const claimed = {
      ...fact,
      [DELIVERY_ATTRIBUTES.arrival]: { state: 'sending', at: '', claim: 'x', until: 1 },
    };
    const settled = {
      ...fact,
      [DELIVERY_ATTRIBUTES.arrival]: { state: 'sent', at: RECEIVED.at },
      status: 'in-progress',
    };
    await main(
      batch(
        event('shipping', 'MODIFY', itemOf(SHIPPING_RECORD, claimed)),
        event('shipping', 'MODIFY', itemOf(SHIPPING_RECORD, settled)),
      ),
      deps,
    );
    expect(sent).toHaveLength(1);
    // Nothing waited on a lease: the stream is not held up by the claim's own write.
    expect(sleeps()).toBe(0);
  });

  it('sends nothing for a change of a record without a samples fact', async () => {
    const { deps, sent } = setup();
    await main(
      batch(event('shipping', 'MODIFY', itemOf(SHIPPING_RECORD, { status: 'done' }))),
      deps,
    );
    expect(sent).toEqual([]);
  });

  it('sends a container request the dispatch e-mail with its tracking link and documents', async () => {
    const { deps, sent } = setup();
    await main(
      batch(
        event('resource', 'MODIFY', itemOf(RESOURCE_RECORD, { [SAMPLE_ATTRIBUTES.sent]: SENT })),
      ),
      deps,
    );
    expect(sent.map((m) => deliveryKey(m.ref))).toEqual([
      `resource/${RESOURCE_RECORD.id}/dispatch`,
    ]);
    const text = sent[0]!.text;
    expect(text).toContain('Courier: UPS');
    expect(text).toContain(
      'Track the parcel: https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(linkOpens(text, 'Shipping label: ', 'resource', RESOURCE_RECORD.id, 'label')).toBe(true);
    expect(linkOpens(text, 'Submission form: ', 'resource', RESOURCE_RECORD.id, 'form')).toBe(true);
    expect(linkOpens(text, 'Follow your request: ', 'resource', RESOURCE_RECORD.id, 'track')).toBe(
      true,
    );
  });

  it('skips the arrival to a suppressed address, saying why on the record', async () => {
    const { deps, sent, deliveries } = setup([SHIPPING_RECORD.shipperEmail]);
    await main(
      batch(
        event(
          'shipping',
          'MODIFY',
          itemOf(SHIPPING_RECORD, { [SAMPLE_ATTRIBUTES.received]: RECEIVED }),
        ),
      ),
      deps,
    );
    expect(sent).toEqual([]);
    expect(deliveries.all.get(`shipping/${SHIPPING_RECORD.id}/arrival`)).toMatchObject({
      state: 'skipped',
      reason: 'suppressed',
    });
  });

  it('sends a new record its alert and receipt only, the receipt linking its label, form and status page', async () => {
    const { deps, sent } = setup();
    await main(batch(event('shipping', 'INSERT', itemOf(SHIPPING_RECORD))), deps);
    expect(sent.map((m) => m.ref.message)).toEqual(['alert', 'receipt']);
    const receipt = sent[1]!.text;
    expect(linkOpens(receipt, 'Shipping label: ', 'shipping', SHIPPING_RECORD.id, 'label')).toBe(
      true,
    );
    expect(linkOpens(receipt, 'Submission form: ', 'shipping', SHIPPING_RECORD.id, 'form')).toBe(
      true,
    );
    expect(
      linkOpens(receipt, 'Follow your request: ', 'shipping', SHIPPING_RECORD.id, 'track'),
    ).toBe(true);
  });

  it('redrives a record’s arrival beside its alert and receipt', async () => {
    const { deps, sent } = setup();
    const record = { ...SHIPPING_RECORD, samplesReceived: { ...RECEIVED, delivery: null } };
    const [result] = await redrive(
      { job: 'redrive-records', records: [{ kind: 'shipping', id: SHIPPING_RECORD.id }] },
      {
        ...deps,
        records: {
          contact: { get: async () => null },
          resource: { get: async () => null },
          shipping: { get: async () => record as typeof SHIPPING_RECORD },
        },
      },
    );
    expect(sent.map((m) => m.ref.message)).toEqual(['alert', 'receipt', 'arrival']);
    expect(result).toMatchObject({ alert: 'sent', receipt: 'sent', arrival: 'sent' });
  });
});
