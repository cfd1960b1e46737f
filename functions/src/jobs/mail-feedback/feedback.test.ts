import { describe, expect, it } from 'vitest';
import { DELIVERY_HEADER } from '@lab/shared/constants/mail';
import { newStamp } from '../../lib/ids';
import { notifyKey, type DeliveryRef, type FeedbackState } from '../../lib/mail/deliveries';
import { followUpKey, followUpOf } from '../../lib/mail/follow-ups';
import { replyKey } from '../../lib/mail/replies';
import { applyEvent, type FeedbackDeps } from './feedback';

/* What each SES event does to its message and its address; the stores are recorded calls. */

const ID = newStamp().id;
/** A follow-up holding two receipts, and one whose item has expired. */
const FOLLOW_UP = followUpOf('grower@example.com', 1_800_003_600);
const EXPIRED = followUpOf('grower@example.com', 1_700_003_600);
const MEMBERS: DeliveryRef[] = [
  { kind: 'resource', id: newStamp().id, message: 'receipt' },
  { kind: 'shipping', id: newStamp().id, message: 'receipt' },
];

function setup() {
  const reports: { key: string; state: FeedbackState; messageId?: string; followUp?: string }[] =
    [];
  const followUpReports: { key: string; state: FeedbackState; messageId?: string }[] = [];
  const suppressed: { address: string; reason: string }[] = [];
  const replyReports: { key: string; state: FeedbackState; messageId?: string }[] = [];
  const logs: string[] = [];
  const warnings: { message: string; fields: Record<string, unknown> }[] = [];
  const deps: FeedbackDeps = {
    deliveries: {
      async report(ref, { state, messageId, followUp }) {
        reports.push({
          key: `${ref.kind}/${ref.id}/${ref.message}`,
          state,
          messageId,
          ...(followUp && { followUp }),
        });
        return true;
      },
    },
    followUps: {
      async report(ref, { state, messageId }) {
        followUpReports.push({ key: followUpKey(ref), state, messageId });
        return true;
      },
      async members(ref) {
        return followUpKey(ref) === followUpKey(FOLLOW_UP) ? MEMBERS : null;
      },
    },
    recipients: {
      async suppress(address, { reason }) {
        suppressed.push({ address, reason });
      },
    },
    replies: {
      async report(ref, { state, messageId }) {
        replyReports.push({ key: replyKey(ref), state, messageId });
        return true;
      },
    },
    log: (message) => logs.push(message),
    warn: (message, fields) => warnings.push({ message, fields }),
  };
  return { deps, reports, followUpReports, replyReports, suppressed, logs, warnings };
}

const mail = (header = `contact/${ID}/receipt`) => ({
  timestamp: '2026-11-23T18:00:00.000Z',
  messageId: 'ses-1',
  headers: [{ name: DELIVERY_HEADER, value: header }],
});
const to = [{ emailAddress: 'grower@example.com' }];

describe('the delivery feedback', () => {
  it('records Send with its message id, and Delivery', async () => {
    const { deps, reports } = setup();
    await applyEvent(JSON.stringify({ eventType: 'Send', mail: mail(), send: {} }), deps);
    await applyEvent(
      JSON.stringify({
        eventType: 'Delivery',
        mail: mail(),
        delivery: { timestamp: '2026-11-23T18:00:02.000Z' },
      }),
      deps,
    );
    expect(reports).toEqual([
      { key: `contact/${ID}/receipt`, state: 'sent', messageId: 'ses-1' },
      { key: `contact/${ID}/receipt`, state: 'delivered', messageId: undefined },
    ]);
  });

  it('suppresses a receipt’s address on a permanent bounce or a complaint, not on a transient bounce', async () => {
    const { deps, reports, suppressed } = setup();
    const bounce = (bounceType: string) =>
      JSON.stringify({
        eventType: 'Bounce',
        mail: mail(),
        bounce: { bounceType, timestamp: '2026-11-23T18:00:01.000Z', bouncedRecipients: to },
      });
    await applyEvent(bounce('Transient'), deps);
    expect(reports).toEqual([]);
    await applyEvent(bounce('Permanent'), deps);
    await applyEvent(
      JSON.stringify({
        eventType: 'Complaint',
        mail: mail(),
        complaint: { timestamp: '2026-11-23T19:00:00.000Z', complainedRecipients: to },
      }),
      deps,
    );
    expect(reports.map((r) => r.state)).toEqual(['bounced', 'complained']);
    expect(suppressed).toEqual([
      { address: 'grower@example.com', reason: 'bounce' },
      { address: 'grower@example.com', reason: 'complaint' },
    ]);
  });

  it.each(['arrival', 'dispatch'])(
    'moves a samples e-mail (%s) on its record, and suppresses its address on a permanent bounce',
    async (message) => {
      const { deps, reports, suppressed } = setup();
      const header = `resource/${ID}/${message}`;
      await applyEvent(JSON.stringify({ eventType: 'Send', mail: mail(header), send: {} }), deps);
      await applyEvent(
        JSON.stringify({
          eventType: 'Bounce',
          mail: mail(header),
          bounce: {
            bounceType: 'Permanent',
            timestamp: '2026-11-23T18:00:01.000Z',
            bouncedRecipients: to,
          },
        }),
        deps,
      );
      expect(reports).toEqual([
        { key: header, state: 'sent', messageId: 'ses-1' },
        { key: header, state: 'bounced', messageId: undefined },
      ]);
      expect(suppressed).toEqual([{ address: 'grower@example.com', reason: 'bounce' }]);
    },
  );

  it('records an alert’s bounce without suppressing the laboratory’s own address', async () => {
    const { deps, reports, suppressed } = setup();
    await applyEvent(
      JSON.stringify({
        eventType: 'Bounce',
        mail: mail(`contact/${ID}/alert`),
        bounce: {
          bounceType: 'Permanent',
          timestamp: '2026-11-23T18:00:01.000Z',
          bouncedRecipients: to,
        },
      }),
      deps,
    );
    expect(reports.map((r) => r.state)).toEqual(['bounced']);
    expect(suppressed).toEqual([]);
  });

  it('moves a follow-up and each receipt in it, only where the receipt is in that follow-up', async () => {
    const { deps, reports, followUpReports } = setup();
    const key = followUpKey(FOLLOW_UP);
    await applyEvent(JSON.stringify({ eventType: 'Send', mail: mail(key), send: {} }), deps);
    await applyEvent(
      JSON.stringify({
        eventType: 'Delivery',
        mail: mail(key),
        delivery: { timestamp: '2026-11-23T18:00:02.000Z' },
      }),
      deps,
    );
    expect(followUpReports).toEqual([
      { key, state: 'sent', messageId: 'ses-1' },
      { key, state: 'delivered', messageId: undefined },
    ]);
    expect(reports).toEqual([
      ...MEMBERS.map((m) => ({
        key: `${m.kind}/${m.id}/receipt`,
        state: 'sent',
        messageId: 'ses-1',
        followUp: key,
      })),
      ...MEMBERS.map((m) => ({
        key: `${m.kind}/${m.id}/receipt`,
        state: 'delivered',
        messageId: undefined,
        followUp: key,
      })),
    ]);
  });

  it('suppresses the address a follow-up bounced from, even once the follow-up has expired', async () => {
    const { deps, reports, suppressed } = setup();
    for (const followUp of [FOLLOW_UP, EXPIRED]) {
      await applyEvent(
        JSON.stringify({
          eventType: 'Bounce',
          mail: mail(followUpKey(followUp)),
          bounce: {
            bounceType: 'Permanent',
            timestamp: '2026-11-23T18:00:01.000Z',
            bouncedRecipients: to,
          },
        }),
        deps,
      );
    }
    expect(reports.map((r) => `${r.key} ${r.state}`)).toEqual(
      MEMBERS.map((m) => `${m.kind}/${m.id}/receipt bounced`),
    );
    expect(suppressed).toEqual([
      { address: 'grower@example.com', reason: 'bounce' },
      { address: 'grower@example.com', reason: 'bounce' },
    ]);
  });

  it('leaves the record and the suppression list alone for a notify, warning of its bounce or complaint', async () => {
    const { deps, reports, followUpReports, suppressed, logs, warnings } = setup();
    const header = notifyKey({ kind: 'contact', id: ID });
    const bounced = {
      bounceType: 'Permanent',
      timestamp: '2026-11-23T18:00:01.000Z',
      bouncedRecipients: to,
    };
    const complaint = { timestamp: '2026-11-23T19:00:00.000Z', complainedRecipients: to };
    for (const event of [
      { eventType: 'Send', mail: mail(header), send: {} },
      { eventType: 'Delivery', mail: mail(header), delivery: { timestamp: bounced.timestamp } },
      { eventType: 'Bounce', mail: mail(header), bounce: bounced },
      { eventType: 'Complaint', mail: mail(header), complaint },
    ]) {
      await applyEvent(JSON.stringify(event), deps);
    }
    expect(reports).toEqual([]);
    expect(followUpReports).toEqual([]);
    expect(suppressed).toEqual([]);
    expect(logs).toEqual(['SES event', 'SES event']);
    const fields = (eventType: string) => ({
      delivery: `notify/contact/${ID}`,
      eventType,
      messageId: 'ses-1',
      changed: false,
    });
    expect(warnings).toEqual([
      { message: 'notify e-mail bounced or marked as spam', fields: fields('Bounce') },
      { message: 'notify e-mail bounced or marked as spam', fields: fields('Complaint') },
    ]);
  });

  it("moves a staff reply's delivery on its record and suppresses its bounced address, never touching the receipt", async () => {
    const { deps, reports, replyReports, suppressed } = setup();
    const reply = { kind: 'resource' as const, id: ID, replyId: newStamp().id };
    const header = replyKey(reply);
    const bounced = {
      bounceType: 'Permanent',
      timestamp: '2026-11-23T18:00:01.000Z',
      bouncedRecipients: to,
    };
    for (const event of [
      { eventType: 'Send', mail: mail(header), send: {} },
      { eventType: 'Delivery', mail: mail(header), delivery: { timestamp: bounced.timestamp } },
      { eventType: 'Bounce', mail: mail(header), bounce: bounced },
    ]) {
      await applyEvent(JSON.stringify(event), deps);
    }
    expect(replyReports).toEqual([
      { key: header, state: 'sent', messageId: 'ses-1' },
      { key: header, state: 'delivered', messageId: undefined },
      { key: header, state: 'bounced', messageId: undefined },
    ]);
    expect(reports).toEqual([]);
    expect(suppressed).toEqual([{ address: 'grower@example.com', reason: 'bounce' }]);
  });

  it.each([
    ['not JSON', '{'],
    ['not an SES event', JSON.stringify({ hello: 'world' })],
    [
      'another message (no header)',
      JSON.stringify({ eventType: 'Send', mail: { ...mail(), headers: [] } }),
    ],
    [
      'an altered header',
      JSON.stringify({ eventType: 'Send', mail: mail(`contact/${ID}/receipt/x`) }),
    ],
    [
      'a header naming no record',
      JSON.stringify({ eventType: 'Send', mail: mail('contact/PAL-7K3Q-9D/receipt') }),
    ],
    ['an event type it does not use', JSON.stringify({ eventType: 'Open', mail: mail() })],
    [
      'an altered notify header',
      JSON.stringify({ eventType: 'Send', mail: mail(`notify/contact/${ID}/alert`) }),
    ],
    [
      'a reply header without its reply id',
      JSON.stringify({ eventType: 'Send', mail: mail(`reply/contact/${ID}`) }),
    ],
    [
      'an altered follow-up header',
      JSON.stringify({ eventType: 'Send', mail: mail(`follow-up/${FOLLOW_UP.hash}/x`) }),
    ],
  ])('drops %s with a log line and changes nothing', async (_what, message) => {
    const { deps, reports, followUpReports, replyReports, suppressed, logs } = setup();
    await applyEvent(message, deps);
    expect(reports).toEqual([]);
    expect(replyReports).toEqual([]);
    expect(followUpReports).toEqual([]);
    expect(suppressed).toEqual([]);
    expect(logs).toHaveLength(1);
  });
});
