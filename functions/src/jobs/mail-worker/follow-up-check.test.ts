import { describe, expect, it } from 'vitest';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { MAIL_METRICS } from '@lab/shared/lambda/metrics';
import { emittedMetrics, metricNames } from '../../../test/support/emitted-metrics';
import {
  memoryBudget,
  memoryDeliveries,
  memoryFollowUps,
  memoryRecipients,
  memoryRecords,
  requestsFrom,
  type StoredRequest,
} from '../../../test/support/memory-mail-stores';
import { fixedSecretValues } from '../../lib/auth/secret-values';
import { followUpKey, followUpOf } from '../../lib/mail/follow-ups';
import type { OutgoingFollowUp } from '../../lib/mail/ses-sender';
import { runFollowUpCheck, type FollowUpCheckDeps } from './follow-up-check';

/*
 * The follow-up check's decisions, on in-memory stores with the real stores' rules (a claim
 * holds until its lease runs out; settling needs it; a claimed follow-up takes no more
 * receipts): each due follow-up goes once, with what is left of its records, to an address
 * that may still be written to. Against DynamoDB Local and the local SES, in
 * test/integration/mail-worker.test.ts.
 */

const DUE = 1_800_003_600;
const ADDRESS = 'grower@example.com';
const FOLLOW_UP = followUpOf(ADDRESS, DUE);
const KEY = followUpKey(FOLLOW_UP);

const sesError = (name: string, httpStatusCode?: number) =>
  Object.assign(new Error(name), {
    name,
    ...(httpStatusCode && { $metadata: { httpStatusCode } }),
  });

function setup(overrides: Partial<FollowUpCheckDeps> = {}) {
  let now = DUE * 1000;
  const sent: OutgoingFollowUp[] = [];
  const logs: { message: string; fields: Record<string, unknown> }[] = [];
  const deliveries = memoryDeliveries();
  const followUps = memoryFollowUps(deliveries);
  const records = memoryRecords(deliveries);
  const recipients = memoryRecipients();
  const deps: FollowUpCheckDeps = {
    followUps,
    deliveries,
    recipients,
    budget: memoryBudget(),
    records,
    send: async (message) => {
      sent.push(message);
      return `ses-${sent.length}`;
    },
    siteUrl: 'https://lab.example',
    linkKey: fixedSecretValues('test-document-link-key-0123456789'),
    leaseSeconds: 60,
    log: (message, fields) => logs.push({ message, fields }),
    now: () => now,
    ...overrides,
  };
  /** Stores `record` and has its receipt wait in its address's follow-up, as the stream worker does. */
  async function waiting<K extends RecordKind>(
    kind: K,
    record: StoredRequest<K>,
    address = ADDRESS,
  ) {
    records.put(kind, record);
    const ref = { kind, id: record.id, message: 'receipt' as const };
    await deliveries.claim(ref, { token: 'stream', now: 0, until: 60 });
    expect(await followUps.join(ref, { address, due: DUE, token: 'stream', at: '' })).toBe(
      'joined',
    );
  }
  const receipt = (kind: RecordKind, id: string) => deliveries.all.get(`${kind}/${id}/receipt`);
  return {
    deps,
    sent,
    logs,
    deliveries,
    followUps,
    records,
    recipients,
    waiting,
    receipt,
    later: (seconds: number) => (now += seconds * 1000),
  };
}

describe('the follow-up check', () => {
  it('sends a due follow-up once, listing every receipt that waited in it, and moves each on with it', async () => {
    const { deps, sent, followUps, waiting, receipt, later } = setup();
    const { resource, shipping } = requestsFrom(ADDRESS);
    await waiting('resource', resource);
    await waiting('shipping', shipping);
    later(-1);
    expect(await runFollowUpCheck(deps)).toEqual({ due: 0, outcomes: {} });
    later(1);

    expect(await runFollowUpCheck(deps)).toEqual({ due: 1, outcomes: { sent: 1 } });
    expect(await runFollowUpCheck(deps)).toEqual({ due: 0, outcomes: {} });
    expect(sent).toHaveLength(1);
    const [email] = sent;
    expect(email?.followUp).toEqual(FOLLOW_UP);
    expect(email?.to).toBe(ADDRESS);
    expect(email?.replyTo).toBe(LABORATORY.email);
    expect(email?.text).toContain('Reference number: PAL-22ZZ-XY');
    expect(email?.text).toContain('Reference number: PAL-9D9D-33');
    expect(email?.text).toContain('Our website: https://lab.example/');
    // Each container or shipping label request links to its own documents and status page.
    expect(
      email?.text.match(/^Shipping label: https:\/\/lab\.example\/api\/documents\/label\?t=v1\./gm),
    ).toHaveLength(2);
    expect(
      email?.text.match(/^Follow your request: https:\/\/lab\.example\/track\?t=v1\./gm),
    ).toHaveLength(2);
    expect(`${email?.subject}\n${email?.text}`).not.toContain('FREE-TEXT');
    expect(followUps.all.get(KEY)?.delivery).toMatchObject({ state: 'sent', messageId: 'ses-1' });
    for (const [kind, id] of [
      ['resource', resource.id],
      ['shipping', shipping.id],
    ] as const) {
      expect(receipt(kind, id)).toMatchObject({ state: 'sent', messageId: 'ses-1', followUp: KEY });
    }
  });

  it('sends it once when two checks run at once', async () => {
    const { deps, sent, waiting } = setup();
    await waiting('contact', requestsFrom(ADDRESS).contact);
    const checks = await Promise.all([runFollowUpCheck(deps), runFollowUpCheck(deps)]);
    expect(checks.filter((c) => c.outcomes.sent === 1)).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('leaves out a record erased before it went, and sends nothing when none is left', async () => {
    const { deps, sent, followUps, records, waiting, logs } = setup();
    const { contact, resource } = requestsFrom(ADDRESS);
    await waiting('contact', contact);
    await waiting('resource', resource);
    records.remove('contact', contact.id);
    await runFollowUpCheck(deps);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain(resource.reference);
    expect(sent[0]?.text).not.toContain(contact.reference);
    expect(logs.map((l) => l.message)).toContain('follow-up leaves out records gone since');

    const other = setup();
    const { shipping } = requestsFrom(ADDRESS);
    await other.waiting('shipping', shipping);
    other.records.remove('shipping', shipping.id);
    expect((await runFollowUpCheck(other.deps)).outcomes).toEqual({ skipped: 1 });
    expect(other.sent).toEqual([]);
    expect(other.followUps.all.get(KEY)?.delivery).toMatchObject({
      state: 'skipped',
      reason: 'empty',
    });
    expect(await runFollowUpCheck(other.deps)).toEqual({ due: 0, outcomes: {} });
    expect(followUps.all.get(KEY)?.delivery?.state).toBe('sent');
  });

  it('sends an address suppressed since (its first receipt bounced) nothing, and its receipts say why', async () => {
    const { deps, sent, recipients, waiting, receipt } = setup();
    const { contact } = requestsFrom(ADDRESS);
    await waiting('contact', contact);
    await recipients.suppress(ADDRESS.toUpperCase(), { reason: 'bounce', at: '' });
    expect((await runFollowUpCheck(deps)).outcomes).toEqual({ skipped: 1 });
    expect(sent).toEqual([]);
    expect(receipt('contact', contact.id)).toMatchObject({
      state: 'skipped',
      reason: 'suppressed',
    });
  });

  it('sends nothing once the day’s receipt budget is spent, and its receipts say why', async () => {
    const { deps, sent, waiting, receipt, followUps } = setup({ budget: memoryBudget(0) });
    const { contact } = requestsFrom(ADDRESS);
    await waiting('contact', contact);
    expect((await runFollowUpCheck(deps)).outcomes).toEqual({ skipped: 1 });
    expect(sent).toEqual([]);
    expect(followUps.all.get(KEY)?.delivery).toMatchObject({ state: 'skipped', reason: 'budget' });
    expect(receipt('contact', contact.id)).toMatchObject({ state: 'skipped', reason: 'budget' });
  });

  it('releases a follow-up SES refused for now, and the next check sends it once', async () => {
    let throttle = true;
    const sent: string[] = [];
    const { deps, waiting, followUps } = setup({
      send: async (message) => {
        if (throttle) throw sesError('TooManyRequestsException', 429);
        sent.push(followUpKey(message.followUp));
        return 'ses';
      },
    });
    await waiting('contact', requestsFrom(ADDRESS).contact);
    expect((await runFollowUpCheck(deps)).outcomes).toEqual({ retry: 1 });
    expect(followUps.all.get(KEY)?.delivery).toBeUndefined();
    throttle = false;
    expect((await runFollowUpCheck(deps)).outcomes).toEqual({ sent: 1 });
    expect(await runFollowUpCheck(deps)).toEqual({ due: 0, outcomes: {} });
    expect(sent).toEqual([KEY]);
  });

  it('keeps the claim when SES gave no answer: its Send event settles it, and only a lease run out with none sends it again', async () => {
    let answers = false;
    const handed: string[] = [];
    const { deps, waiting, followUps, deliveries, receipt, later } = setup({
      send: async (message) => {
        handed.push(followUpKey(message.followUp));
        if (!answers) throw new Error('socket hang up');
        return 'ses-again';
      },
    });
    const { contact } = requestsFrom(ADDRESS);
    await waiting('contact', contact);
    expect((await runFollowUpCheck(deps)).outcomes).toEqual({ retry: 1 });
    expect(followUps.all.get(KEY)?.delivery?.state).toBe('sending');
    // Within the lease: nobody sends it again.
    later(30);
    expect((await runFollowUpCheck(deps)).outcomes).toEqual({ held: 1 });

    // SES had it: its Send event (the feedback) settles the follow-up and its receipt.
    await followUps.report(FOLLOW_UP, { state: 'sent', at: '', messageId: 'ses-1' });
    await deliveries.report(
      { kind: 'contact', id: contact.id, message: 'receipt' },
      { state: 'sent', at: '', messageId: 'ses-1', followUp: KEY },
    );
    later(120);
    answers = true;
    expect(await runFollowUpCheck(deps)).toEqual({ due: 0, outcomes: {} });
    expect(handed).toEqual([KEY]);
    expect(receipt('contact', contact.id)).toMatchObject({ state: 'sent', messageId: 'ses-1' });

    // No Send event (SES never had it): once the lease ran out, the next check sends it.
    const handedAgain: string[] = [];
    const lost = setup({
      send: async (message) => {
        handedAgain.push(followUpKey(message.followUp));
        if (handedAgain.length === 1) throw new Error('socket hang up');
        return 'ses-2';
      },
    });
    await lost.waiting('contact', requestsFrom(ADDRESS).contact);
    await runFollowUpCheck(lost.deps);
    lost.later(61);
    expect((await runFollowUpCheck(lost.deps)).outcomes).toEqual({ sent: 1 });
    expect(await runFollowUpCheck(lost.deps)).toEqual({ due: 0, outcomes: {} });
    expect(handedAgain).toEqual([KEY, KEY]);
  });

  it('settles a follow-up SES refuses for good as failed, with its receipts, and never sends it again', async () => {
    let calls = 0;
    const { deps, waiting, followUps, receipt } = setup({
      send: async () => {
        calls++;
        throw sesError('MessageRejected', 400);
      },
    });
    const { shipping } = requestsFrom(ADDRESS);
    await waiting('shipping', shipping);
    let outcomes: Awaited<ReturnType<typeof runFollowUpCheck>>['outcomes'] = {};
    const metrics = await emittedMetrics(async () => {
      outcomes = (await runFollowUpCheck(deps)).outcomes;
    });
    expect(outcomes).toEqual({ failed: 1 });
    // The check succeeded: the count is what alarms (AutomaticMailFailed).
    expect(metricNames(metrics, MAIL_METRICS.dimension)).toEqual([
      `${MAIL_METRICS.failed}:follow-up`,
    ]);
    expect(await runFollowUpCheck(deps)).toEqual({ due: 0, outcomes: {} });
    expect(calls).toBe(1);
    expect(followUps.all.get(KEY)?.delivery).toMatchObject({
      state: 'failed',
      error: 'MessageRejected',
    });
    expect(receipt('shipping', shipping.id)).toMatchObject({
      state: 'failed',
      error: 'MessageRejected',
    });
  });

  it('sends the other due follow-ups when one fails on its stores, then fails the check (which alarms)', async () => {
    const { deps, sent, waiting, records } = setup();
    await waiting('contact', requestsFrom(ADDRESS).contact);
    await waiting('resource', requestsFrom('other@example.com').resource, 'other@example.com');
    const unreachable = async () => {
      throw new Error('DynamoDB unreachable');
    };
    await expect(
      runFollowUpCheck({ ...deps, records: { ...records, resource: { get: unreachable } } }),
    ).rejects.toThrow('DynamoDB unreachable');
    expect(sent.map((m) => m.to)).toEqual([ADDRESS]);
  });
});
