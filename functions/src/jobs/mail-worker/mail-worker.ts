import { randomUUID } from 'node:crypto';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import {
  MAIL_MESSAGES,
  recordLink,
  type RecordMessage,
  type SampleMailMessage,
  type SkipReason,
} from '@lab/shared/constants/mail';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { isSampleKind, type SampleKind } from '@lab/shared/constants/samples';
import type { MailRedriveEvent } from '@lab/shared/data/mail-jobs';
import {
  DELIVERY_ATTRIBUTES,
  REQUESTER_EMAIL_FIELD,
  SAMPLE_MAIL_FACTS,
} from '@lab/shared/data/tables';
import { recordSchemaByKind, type RecordByKind } from '@lab/shared/schemas/records';
import type { SecretValues } from '../../lib/auth/secret-values';
import { isUlid } from '../../lib/ids';
import { deliveryKey, type DeliveryRef, type DeliveryStore } from '../../lib/mail/deliveries';
import type { FollowUpStore } from '../../lib/mail/follow-ups';
import { mailboxKey } from '../../lib/mail/mailbox';
import { notificationEmail } from '../../lib/mail/notification-email';
import type { ReceiptBudget } from '../../lib/mail/receipt-caps';
import { receiptEmail } from '../../lib/mail/receipt-email';
import type { RecipientStore } from '../../lib/mail/recipients';
import { requestLinks } from '../../lib/mail/request-links';
import { arrivalEmail, dispatchEmail } from '../../lib/mail/sample-emails';
import type { OutgoingMessage, SendMessage } from '../../lib/mail/ses-sender';
import { countMailFailed } from '../../lib/metrics/mail-failures';
import { countReceiptOverBudget } from '../../lib/metrics/receipt-caps';
import { recordFromItem, type StoredDelivery } from '../../lib/records/item';
import type { RecordRepository } from '../../lib/records/record-repository';

/*
 * The mail worker: for each record a stream batch brings, the laboratory's alert and the
 * requester's receipt, each exactly once. A message is claimed on its record before it is
 * sent (a lease of `leaseSeconds`), sent, then settled; a batch delivered again (a retry,
 * a worker that stopped half-way) finds its messages settled and sends nothing twice. A
 * message whose worker stopped between SES's answer and the settling is settled by SES's
 * own Send event (the feedback handler) within seconds; once its lease runs out with no
 * such event, it was never handed over, and it is sent.
 *
 * A receipt goes at once only when it begins its address's receipt interval; a later one
 * within that interval joins the interval's follow-up instead (settled as `follow-up`),
 * which the follow-up check (`follow-up-check.ts`) sends when the interval ends.
 *
 * A record's samples facts (issue 31) bring its arrival and dispatch e-mails: staff's
 * write of the fact is a change the stream filter lets through, and the message goes
 * through the same claim as the others, never folded into a follow-up.
 */

export interface MailWorkerDeps {
  /** Each kind's table name: a stream record's source ARN names its table. */
  tables: Readonly<Record<RecordKind, string>>;
  deliveries: DeliveryStore;
  recipients: RecipientStore;
  followUps: Pick<FollowUpStore, 'join'>;
  /** The day's receipt e-mails (RECEIPT_CAPS.budget): a receipt beyond it is skipped. */
  budget: ReceiptBudget;
  send: SendMessage;
  /** The laboratory's internal address. */
  notifyTo: string;
  /** The site's address, for the alert's link to its record and the receipt's to the site. */
  siteUrl: string;
  /** The document link key, which signs the requester's links to their documents and status page. */
  linkKey: SecretValues;
  leaseSeconds: number;
  log: (message: string, fields: Record<string, unknown>) => void;
  /** Epoch ms. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** How many records of a batch are mailed at once. */
  concurrency?: number;
}

/** A message still held by another attempt after waiting out its lease: retry the batch later. */
class StillHeld extends Error {
  override name = 'StillHeld';
}

/** SES refused this message for good (retrying sends nothing): it is settled as failed. */
export const REFUSED_FOR_GOOD: ReadonlySet<string> = new Set([
  'MessageRejected',
  'BadRequestException',
]);

/**
 * Whether SES's error `name` settles `message` as failed rather than retrying it. Sending
 * paused fails any message to a requester (a receipt, an arrival, a dispatch, a follow-up)
 * for good too: an operator pauses the receipts' configuration set to stop them, and
 * retrying each one would only hold up the stream and fill the dead-letter queue. An alert
 * stays retried: it must reach the lab.
 */
export const refusedForGood = (name: string, message: RecordMessage | 'follow-up'): boolean =>
  REFUSED_FOR_GOOD.has(name) || (message !== 'alert' && name === 'SendingPausedException');

/** SES answered (an error response), so the message was not handed over. */
export const sesAnswered = (error: unknown) =>
  typeof (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ===
  'number';

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * What becomes of a claimed message: `send` it now, it is `done` (it joined a follow-up, or
 * the attempt lost its claim meanwhile), or it is skipped for a reason.
 */
type Decision = 'send' | 'done' | SkipReason;

/** How many times a receipt looks for its turn: a follow-up that closed meanwhile needs one more. */
const TURN_ATTEMPTS = 3;

/** The table a stream record's source ARN names (`…:table/<name>/stream/<label>`). */
function tableOf(record: DynamoDBRecord): string | undefined {
  return /:table\/([^/]+)\/stream\//.exec(record.eventSourceARN ?? '')?.[1];
}

interface StoredRecord {
  kind: RecordKind;
  record: RecordByKind[RecordKind];
  /** Its messages to send (each unless it went already). */
  messages: readonly RecordMessage[];
}

/** The sample messages a record's facts call for, whatever became of them. */
const sampleMessagesOf = (record: RecordByKind[RecordKind]): SampleMailMessage[] =>
  (Object.keys(SAMPLE_MAIL_FACTS) as SampleMailMessage[]).filter(
    (message) => (record as Record<string, unknown>)[SAMPLE_MAIL_FACTS[message]] !== null,
  );

/**
 * The stored record a stream record carries, and what to send for it (the filter lets
 * only those through): a new record's alert and receipt; on a change, each samples fact's
 * message that no worker took up yet. A change whose image shows the message claimed or
 * settled sends nothing: the claim's own write, a later status change, a staff reply all
 * bring the record again, and a claim whose worker stopped is taken up by that worker's
 * batch, retried, not by these (which would wait out the lease, holding up the stream).
 */
function streamedRecord(
  record: DynamoDBRecord,
  tables: MailWorkerDeps['tables'],
): StoredRecord | null {
  const table = tableOf(record);
  const kind = RECORD_KINDS.find((k) => tables[k] === table);
  const image = record.dynamodb?.NewImage;
  if (!kind || !image) return null;
  if (record.eventName !== 'INSERT' && record.eventName !== 'MODIFY') return null;
  const item = unmarshall(image as Record<string, AttributeValue>);
  if (typeof item.id !== 'string' || !isUlid(item.id)) return null;
  const parsed = recordSchemaByKind[kind].safeParse(recordFromItem(item));
  if (!parsed.success) return null;
  if (record.eventName === 'INSERT') return { kind, record: parsed.data, messages: MAIL_MESSAGES };
  const messages = sampleMessagesOf(parsed.data).filter(
    (message) => item[DELIVERY_ATTRIBUTES[message]] === undefined,
  );
  return messages.length > 0 ? { kind, record: parsed.data, messages } : null;
}

/**
 * What mails a stored record (its alert, then its receipt): the same for a stream batch and
 * a redrive, which (`failedToo`) also sends again a message SES refused for good.
 */
function recordMailer(deps: MailWorkerDeps, { failedToo = false } = {}) {
  const { now = Date.now, sleep = sleepFor, log } = deps;

  /** Claims, sends and settles one message; `decide` may deal with it otherwise (a receipt). */
  async function deliver(
    ref: DeliveryRef,
    message: OutgoingMessage,
    decide?: (token: string) => Promise<Decision>,
  ): Promise<void> {
    let waitedMs = 0;
    for (;;) {
      const at = now();
      const seconds = Math.floor(at / 1000);
      const token = randomUUID();
      const claim = await deps.deliveries.claim(ref, {
        token,
        now: seconds,
        until: seconds + deps.leaseSeconds,
        failedToo,
      });
      if (claim.outcome === 'missing') {
        log('record gone before its e-mail', { delivery: deliveryKey(ref) });
        return;
      }
      if (claim.outcome === 'held') {
        if (claim.current.state !== 'sending') return;
        // Another attempt holds it, or held it and stopped: wait until its lease runs
        // out (a Send event may settle it meanwhile), then look again.
        const waitMs = Math.max(0, (claim.current.until ?? 0) * 1000 - at) + 1000;
        if (waitedMs + waitMs > (deps.leaseSeconds + 5) * 1000)
          throw new StillHeld(`${ref.kind}/${ref.id}`);
        waitedMs += waitMs;
        await sleep(waitMs);
        continue;
      }
      const settled = (delivery: Omit<StoredDelivery, 'at'>) =>
        deps.deliveries.settle(ref, token, { ...delivery, at: new Date(now()).toISOString() });
      const decision = decide ? await decide(token) : 'send';
      if (decision === 'done') return;
      if (decision !== 'send') {
        await settled({ state: 'skipped', reason: decision });
        log(`${ref.message} skipped`, { delivery: deliveryKey(ref), reason: decision });
        return;
      }
      let messageId: string;
      try {
        messageId = await deps.send(message);
      } catch (error) {
        const name = (error as Error).name;
        if (refusedForGood(name, ref.message)) {
          await settled({ state: 'failed', error: name });
          // A successful invocation: only this count tells anyone that mail stopped.
          countMailFailed(ref.message);
          log('e-mail refused by SES', { delivery: deliveryKey(ref), error: name });
          return;
        }
        // Refused for now (throttled, paused): nothing went, so the retry need not wait.
        // No answer at all: SES may have it, and its Send event or the lease decides.
        if (sesAnswered(error)) await deps.deliveries.release(ref, token);
        throw error;
      }
      await settled({ state: 'sent', messageId });
      return;
    }
  }

  async function mail({ kind, record, messages }: StoredRecord): Promise<void> {
    const links = (sampleKind: SampleKind) =>
      requestLinks({ kind: sampleKind, id: record.id }, deps.siteUrl, deps.linkKey, now());
    for (const message of messages) {
      const ref = { kind, id: record.id, message };
      if (message === 'alert') {
        const link = record.reference ? recordLink(deps.siteUrl, record.reference) : undefined;
        const alert = notificationEmail(kind, record, link);
        await deliver(ref, { ref, to: deps.notifyTo, ...alert });
        continue;
      }
      if (!record.reference) continue;
      const withReference = { ...record, reference: record.reference };
      if (message === 'receipt') {
        // A container or shipping label request's receipt links to its documents.
        const receipt = receiptEmail(
          kind,
          withReference,
          deps.siteUrl,
          isSampleKind(kind) ? await links(kind) : undefined,
        );
        await deliver(ref, { ref, ...receipt }, (token) => receiptTurn(ref, receipt.to, token));
        continue;
      }
      if (!isSampleKind(kind)) continue;
      const email =
        message === 'arrival'
          ? record.samplesReceived &&
            arrivalEmail(
              kind,
              withReference as RecordByKind[typeof kind] & { reference: string },
              record.samplesReceived,
              await links(kind),
              deps.siteUrl,
            )
          : kind === 'resource' && record.containersSent
            ? dispatchEmail(
                withReference as RecordByKind['resource'] & { reference: string },
                record.containersSent,
                await links(kind),
                deps.siteUrl,
              )
            : null;
      if (!email) continue;
      await deliver(ref, { ref, ...email }, () => sampleTurn(email.to));
    }
  }

  /**
   * Whether a claimed arrival or dispatch goes: not to a suppressed address. Staff send
   * them one at a time, so neither waits for a follow-up or counts against the receipts'
   * budget.
   */
  async function sampleTurn(to: string): Promise<Decision> {
    return (await deps.recipients.isSuppressed(to)) ? 'suppressed' : 'send';
  }

  /**
   * Whether a claimed receipt goes now: not to a suppressed address; at once when it begins
   * its mailbox's interval and the day's budget allows one more; else into that interval's
   * follow-up. When the follow-up closed meanwhile (its interval ended), the receipt begins
   * the next interval.
   */
  async function receiptTurn(ref: DeliveryRef, to: string, token: string): Promise<Decision> {
    if (await deps.recipients.isSuppressed(to)) return 'suppressed';
    let at = Math.floor(now() / 1000);
    for (let attempt = 1; attempt <= TURN_ATTEMPTS; attempt++) {
      const turn = await deps.recipients.takeReceiptTurn(to, ref.id, at);
      if (turn.turn === 'now') {
        if (await deps.budget.take(now())) return 'send';
        countReceiptOverBudget();
        return 'budget';
      }
      const joined = await deps.followUps.join(ref, {
        address: to,
        due: turn.due,
        token,
        at: new Date(now()).toISOString(),
      });
      if (joined === 'joined')
        log('receipt in the follow-up', { delivery: deliveryKey(ref), due: turn.due });
      if (joined !== 'closed') return 'done';
      at = Math.max(at, turn.due);
    }
    throw new Error(`No receipt turn for ${deliveryKey(ref)}`);
  }

  return mail;
}

/** A record to mail, and what names it to the caller (a stream record's sequence number). */
interface MailItem {
  key?: string;
  stored: StoredRecord;
}

/**
 * Mails `items`: one mailbox's records in the order given, so the first takes the hour's
 * receipt; different mailboxes' records side by side. Answers the keys of the records
 * whose mail did not all go (to be tried again).
 */
async function mailAll(
  items: readonly MailItem[],
  deps: MailWorkerDeps,
  mail: ReturnType<typeof recordMailer>,
): Promise<string[]> {
  const byRequester = new Map<string, MailItem[]>();
  for (const item of items) {
    const { kind, record } = item.stored;
    const address = (record as Record<string, unknown>)[REQUESTER_EMAIL_FIELD[kind]];
    const requester = mailboxKey(String(address));
    byRequester.set(requester, [...(byRequester.get(requester) ?? []), item]);
  }
  const failures: string[] = [];
  const queue = [...byRequester.values()];
  const { concurrency = 8 } = deps;
  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      for (const { key, stored } of group) {
        try {
          await mail(stored);
        } catch (error) {
          deps.log('e-mail not sent; it will be tried again', {
            kind: stored.kind,
            id: stored.record.id,
            error: String(error),
          });
          if (key) failures.push(key);
        }
      }
    }
  });
  await Promise.all(workers);
  return failures;
}

/**
 * A stream batch: each new record's mail, and each samples fact's; a record whose mail
 * failed is retried with its batch.
 */
export async function main(
  event: DynamoDBStreamEvent,
  deps: MailWorkerDeps,
): Promise<DynamoDBBatchResponse> {
  const items = event.Records.flatMap((streamRecord) => {
    const stored = streamedRecord(streamRecord, deps.tables);
    return stored ? [{ key: streamRecord.dynamodb?.SequenceNumber, stored }] : [];
  });
  const failures = await mailAll(items, deps, recordMailer(deps));
  return { batchItemFailures: failures.map((itemIdentifier) => ({ itemIdentifier })) };
}

/** What a redrive found of one record, and where its messages stand after it. */
export interface RedrivenRecord {
  kind: RecordKind;
  id: string;
  reference?: string;
  /** The record is gone (erased, purged): nothing to send. */
  missing?: true;
  /** Its mail did not all go this time (SES refused for now): run the redrive again. */
  failed?: true;
  alert?: StoredDelivery['state'];
  receipt?: StoredDelivery['state'];
  arrival?: StoredDelivery['state'];
  dispatch?: StoredDelivery['state'];
}

export interface RedriveDeps extends MailWorkerDeps {
  /** Each kind's records, read as they stand. */
  records: { readonly [K in RecordKind]: Pick<RecordRepository<K>, 'get'> };
}

/**
 * A redrive (`npm run mail:redrive`): these records' messages, each sent unless it already
 * went; one SES refused for good is sent again. The same claims as the stream's, so a
 * redrive that meets the stream (or another redrive) still sends each message once.
 */
export async function redrive(
  event: MailRedriveEvent,
  deps: RedriveDeps,
): Promise<RedrivenRecord[]> {
  const found = await Promise.all(
    event.records.map(async ({ kind, id }) => ({
      kind,
      id,
      record: await deps.records[kind].get(id),
    })),
  );
  const items = found.flatMap(({ kind, id, record }) =>
    record
      ? [
          {
            key: `${kind}/${id}`,
            stored: { kind, record, messages: [...MAIL_MESSAGES, ...sampleMessagesOf(record)] },
          },
        ]
      : [],
  );
  const failures = new Set(await mailAll(items, deps, recordMailer(deps, { failedToo: true })));
  return Promise.all(
    found.map(async ({ kind, id, record }): Promise<RedrivenRecord> => {
      if (!record) return { kind, id, missing: true };
      const messages = [...MAIL_MESSAGES, ...sampleMessagesOf(record)];
      const deliveries = await Promise.all(
        messages.map((message) => deps.deliveries.read({ kind, id, message })),
      );
      const states = Object.fromEntries(
        messages.flatMap((message, i) => {
          const delivery = deliveries[i];
          return delivery && delivery !== 'missing' ? [[message, delivery.state]] : [];
        }),
      ) as Partial<Record<RecordMessage, StoredDelivery['state']>>;
      return {
        kind,
        id,
        ...(record.reference && { reference: record.reference }),
        ...(failures.has(`${kind}/${id}`) && { failed: true as const }),
        ...states,
      };
    }),
  );
}
