import { describe, expect, it } from 'vitest';
import { DELIVERY_HEADER } from '@lab/shared/constants/mail';
import { newStamp } from '../../lib/ids';
import type { FeedbackState } from '../../lib/mail/deliveries';
import { applyEvent, type FeedbackDeps } from './feedback';

/* What each SES event does to its message and its address; the stores are recorded calls. */

const ID = newStamp().id;

function setup() {
  const reports: { key: string; state: FeedbackState; messageId?: string }[] = [];
  const suppressed: { address: string; reason: string }[] = [];
  const logs: string[] = [];
  const deps: FeedbackDeps = {
    deliveries: {
      async report(ref, { state, messageId }) {
        reports.push({ key: `${ref.kind}/${ref.id}/${ref.message}`, state, messageId });
        return true;
      },
    },
    recipients: {
      async suppress(address, { reason }) {
        suppressed.push({ address, reason });
      },
    },
    log: (message) => logs.push(message),
  };
  return { deps, reports, suppressed, logs };
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
  ])('drops %s with a log line and changes nothing', async (_what, message) => {
    const { deps, reports, suppressed, logs } = setup();
    await applyEvent(message, deps);
    expect(reports).toEqual([]);
    expect(suppressed).toEqual([]);
    expect(logs).toHaveLength(1);
  });
});
