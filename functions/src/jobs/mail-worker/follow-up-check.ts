import { randomUUID } from 'node:crypto';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { isSampleKind } from '@lab/shared/constants/samples';
import type { SecretValues } from '../../lib/auth/secret-values';
import type { DeliveryRef, DeliveryStore } from '../../lib/mail/deliveries';
import {
  followUpKey,
  type FollowUpDelivery,
  type FollowUpRef,
  type FollowUpStore,
} from '../../lib/mail/follow-ups';
import type { ReceiptBudget } from '../../lib/mail/receipt-caps';
import { followUpEmail, type FollowUpRequest } from '../../lib/mail/receipt-email';
import type { RecipientStore } from '../../lib/mail/recipients';
import { requestLinks } from '../../lib/mail/request-links';
import type { SendFollowUp } from '../../lib/mail/ses-sender';
import { countMailFailed } from '../../lib/metrics/mail-failures';
import { countReceiptOverBudget } from '../../lib/metrics/receipt-caps';
import type { StoredDelivery } from '../../lib/records/item';
import type { RecordRepository } from '../../lib/records/record-repository';
import { refusedForGood, sesAnswered } from './mail-worker';

/*
 * The follow-up check (the mail worker invoked with FOLLOW_UP_CHECK_EVENT): the follow-ups
 * whose receipt interval ended, each sent exactly once, as the worker sends
 * a record's messages: claimed (a lease of `leaseSeconds`; from then on no receipt joins
 * it), sent, settled, and then its receipts moved on with it. A follow-up whose worker
 * stopped between SES's answer and the settling is settled by SES's Send event (the
 * feedback reads the follow-up's header); once its lease runs out with no such event it was
 * never handed over, and the next check sends it. Its records are read when it is sent:
 * a record erased or purged since is left out, and a follow-up with none left is not sent.
 * An address suppressed since (its first receipt bounced) gets nothing, and nor does any
 * once the day's receipt budget is spent.
 */

export interface FollowUpCheckDeps {
  followUps: Pick<FollowUpStore, 'due' | 'claim' | 'settle' | 'release'>;
  deliveries: Pick<DeliveryStore, 'settleFollowedUp'>;
  recipients: Pick<RecipientStore, 'isSuppressed'>;
  /** The day's receipt e-mails (RECEIPT_CAPS.budget): a follow-up counts as one. */
  budget: ReceiptBudget;
  /** Each kind's records, read as they stand when the follow-up goes. */
  records: { readonly [K in RecordKind]: Pick<RecordRepository<K>, 'get'> };
  send: SendFollowUp;
  /** The site's address, for the receipt's link to it. */
  siteUrl: string;
  /** The document link key: each container or shipping label request links to its documents. */
  linkKey: SecretValues;
  leaseSeconds: number;
  log: (message: string, fields: Record<string, unknown>) => void;
  /** Epoch ms. */
  now?: () => number;
  /** How many follow-ups one check takes on at most (the next check takes the rest). */
  limit?: number;
  /** How many follow-ups are sent at once. */
  concurrency?: number;
}

/** What became of one due follow-up in a check. */
export type FollowUpOutcome =
  /** Another attempt holds it, or it was dealt with. */
  | 'held'
  | 'sent'
  /** Not sent: its address is suppressed, the day's budget is spent, or none of its records is left. */
  | 'skipped'
  /** SES refused it for good. */
  | 'failed'
  /** Not sent this time (SES refused it for now, or gave no answer): a later check decides. */
  | 'retry';

/** What one follow-up check came to: how many follow-ups were due, and what became of them. */
export interface FollowUpCheckResult {
  due: number;
  outcomes: Partial<Record<FollowUpOutcome, number>>;
}

/** The receipts of a follow-up that still wait for it, with their records. */
async function waitingRequests(
  members: readonly DeliveryRef[],
  records: FollowUpCheckDeps['records'],
): Promise<{ ref: DeliveryRef; request: FollowUpRequest }[]> {
  const read = await Promise.all(
    members.map(async (ref) => ({
      ref,
      record: await (records[ref.kind] as FollowUpCheckDeps['records'][RecordKind]).get(ref.id),
    })),
  );
  return read.flatMap(({ ref, record }) =>
    record?.reference && record.delivery.receipt?.state === 'follow-up'
      ? [{ ref, request: { kind: ref.kind, record: { ...record, reference: record.reference } } }]
      : [],
  );
}

/** Sends every follow-up due now (up to `limit`); a follow-up's failure leaves it for the next check. */
export async function runFollowUpCheck(deps: FollowUpCheckDeps): Promise<FollowUpCheckResult> {
  const { now = Date.now, limit = 100, concurrency = 4, log } = deps;
  const at = () => new Date(now()).toISOString();

  async function sendOne(ref: FollowUpRef): Promise<FollowUpOutcome> {
    const seconds = Math.floor(now() / 1000);
    const token = randomUUID();
    const claim = await deps.followUps.claim(ref, {
      token,
      now: seconds,
      until: seconds + deps.leaseSeconds,
    });
    if (claim.outcome === 'held') return 'held';
    const key = followUpKey(ref);
    const waiting = await waitingRequests(claim.members, deps.records);
    const settle = (delivery: Omit<FollowUpDelivery, 'at'>) =>
      deps.followUps.settle(ref, token, { ...delivery, at: at() });
    // Each receipt moves on with its follow-up (unless SES's events moved it on first).
    const close = (delivery: Omit<StoredDelivery, 'at'>) =>
      Promise.all(
        waiting.map(({ ref: receipt }) =>
          deps.deliveries.settleFollowedUp(receipt, key, { ...delivery, at: at() }),
        ),
      );
    const leftOut = claim.members.length - waiting.length;
    if (leftOut > 0) log('follow-up leaves out records gone since', { followUp: key, leftOut });
    if (waiting.length === 0) {
      await settle({ state: 'skipped', reason: 'empty' });
      log('follow-up not sent: none of its records is left', { followUp: key });
      return 'skipped';
    }

    const requests = await Promise.all(
      waiting.map(async ({ request }) =>
        isSampleKind(request.kind)
          ? {
              ...request,
              links: await requestLinks(
                { kind: request.kind, id: request.record.id },
                deps.siteUrl,
                deps.linkKey,
                now(),
              ),
            }
          : request,
      ),
    );
    const email = followUpEmail(requests, deps.siteUrl);
    const skip = async (reason: 'suppressed' | 'budget') => {
      await settle({ state: 'skipped', reason });
      await close({ state: 'skipped', reason });
      log('follow-up skipped', { followUp: key, reason });
      return 'skipped' as const;
    };
    if (await deps.recipients.isSuppressed(email.to)) return skip('suppressed');
    if (!(await deps.budget.take(now()))) {
      countReceiptOverBudget();
      return skip('budget');
    }
    let messageId: string;
    try {
      messageId = await deps.send({ followUp: ref, ...email });
    } catch (error) {
      const name = (error as Error).name;
      if (refusedForGood(name, 'receipt')) {
        await settle({ state: 'failed', error: name });
        await close({ state: 'failed', error: name });
        // The check succeeds all the same: only this count tells anyone.
        countMailFailed('follow-up');
        log('follow-up refused by SES', { followUp: key, error: name });
        return 'failed';
      }
      // Refused for now: nothing went, the next check may send it at once. No answer at
      // all: SES may have it, and its Send event or the lease decides.
      if (sesAnswered(error)) await deps.followUps.release(ref, token);
      log('follow-up not sent; the next check tries again', { followUp: key, error: name });
      return 'retry';
    }
    await settle({ state: 'sent', messageId });
    await close({ state: 'sent', messageId });
    log('follow-up sent', { followUp: key, receipts: waiting.length });
    return 'sent';
  }

  const due = await deps.followUps.due(Math.floor(now() / 1000), limit);
  const outcomes: FollowUpCheckResult['outcomes'] = {};
  const errors: unknown[] = [];
  const queue = [...due];
  const workers = Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let ref = queue.shift(); ref; ref = queue.shift()) {
      let outcome: FollowUpOutcome = 'retry';
      try {
        outcome = await sendOne(ref);
      } catch (error) {
        // A claim held stays until its lease runs out; the next check takes it then.
        log('follow-up not sent; the next check tries again', {
          followUp: followUpKey(ref),
          error: String(error),
        });
        errors.push(error);
      }
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
  });
  await Promise.all(workers);
  // The others went; the failure counts as the invocation's error, which alarms.
  if (errors.length > 0) throw errors[0];
  return { due: due.length, outcomes };
}
