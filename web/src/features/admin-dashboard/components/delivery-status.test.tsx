import { QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_LABELS,
  DELIVERY_PENDING_LABEL,
  DELIVERY_STATES,
  SKIP_REASONS,
  type DeliveryState,
} from '@lab/shared/constants/mail';
import type { ContactSubmission, Delivery } from '@lab/shared/schemas/records';
import { createQueryClient } from '../../../lib/query-client';
import { inAdminSession } from '../../../test/admin-session';
import { expectNoAxeViolation } from '../../../test/axe';
import { contactSubmission } from '../../../test/record-inbox';
import { renderWithApp } from '../../../test/render';
import { specDateTime } from '../../../test/spec-date-time';
import { RecordCard } from './record-card';

/*
 * A record card says where the record's automatic alert and receipt stand, in the shared
 * labels' words (the worker and the feedback write the states the card reads).
 */

const jo = contactSubmission({ subject: null });

const SENT_AT = '2026-11-21T15:05:02.000Z';
const RECEIPT_AT = '2026-11-21T15:06:10.000Z';

function renderCard(delivery: ContactSubmission['delivery']) {
  renderWithApp(
    <QueryClientProvider client={createQueryClient()}>
      {inAdminSession(<RecordCard kind="contact" record={{ ...jo, delivery }} />)}
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: 'Jo Farmer' });
}

/** The lines beside the card's 'Automatic e-mails' term. */
function deliveryLines(card: HTMLElement): HTMLElement[] {
  const term = within(card).getByText('Automatic e-mails', { selector: 'dt' });
  return [...(term.nextElementSibling?.children ?? [])] as HTMLElement[];
}

const at = (state: DeliveryState, when = RECEIPT_AT): Delivery => ({
  state,
  at: when,
  reason: state === 'skipped' ? 'suppressed' : null,
});

describe('a record card’s automatic e-mails', () => {
  it('says both are pending until a worker has dealt with them', () => {
    const card = renderCard({ alert: null, receipt: null });

    expect(deliveryLines(card).map((line) => line.textContent)).toEqual([
      `alert ${DELIVERY_PENDING_LABEL}`,
      `receipt ${DELIVERY_PENDING_LABEL}`,
    ]);
  });

  it('says each was sent, and when', () => {
    const card = renderCard({ alert: at('sent', SENT_AT), receipt: at('sent') });

    const [alert, receipt] = deliveryLines(card);
    expect(alert).toHaveTextContent(`alert ${DELIVERY_LABELS.sent} · ${specDateTime(SENT_AT)}`);
    expect(receipt).toHaveTextContent(
      `receipt ${DELIVERY_LABELS.sent} · ${specDateTime(RECEIPT_AT)}`,
    );
    expect(within(receipt!).getByText(specDateTime(RECEIPT_AT))).toHaveAttribute(
      'dateTime',
      RECEIPT_AT,
    );
  });

  it('says why a receipt was skipped', () => {
    const card = renderCard({
      alert: at('sent', SENT_AT),
      receipt: { state: 'skipped', at: RECEIPT_AT, reason: 'limit' },
    });

    expect(deliveryLines(card)[1]).toHaveTextContent(
      `receipt ${DELIVERY_LABELS.skipped}: ${SKIP_REASONS.limit} · ${specDateTime(RECEIPT_AT)}`,
    );
  });

  it('says a later receipt within the hour waits for the follow-up, then what became of it', () => {
    const card = renderCard({
      alert: at('sent', SENT_AT),
      receipt: { state: 'follow-up', at: RECEIPT_AT, reason: null },
    });
    const receipt = deliveryLines(card)[1];
    expect(receipt).toHaveTextContent(
      `receipt ${DELIVERY_LABELS['follow-up']} · ${specDateTime(RECEIPT_AT)}`,
    );
    expect(receipt).toHaveTextContent(/^receipt in the follow-up/);
    expect(receipt?.querySelector('svg')).toBeNull();
  });

  const TROUBLE: readonly DeliveryState[] = ['bounced', 'complained', 'failed'];

  it.each(DELIVERY_STATES)(
    'words a receipt %s in the shared label, and marks it out only when it needs acting on',
    (state) => {
      const card = renderCard({ alert: at('delivered', SENT_AT), receipt: at(state) });

      const [alert, receipt] = deliveryLines(card);
      expect(receipt?.textContent).toMatch(new RegExp(`^receipt ${DELIVERY_LABELS[state]}[: ]`));
      // The icon beside the words: colour is never the only sign.
      expect(receipt?.querySelector('svg') !== null).toBe(TROUBLE.includes(state));
      expect(alert?.querySelector('svg')).toBeNull();
    },
  );

  it('passes the accessibility checks with a bounced receipt', async () => {
    const card = renderCard({ alert: at('sent', SENT_AT), receipt: at('bounced') });

    expect(deliveryLines(card)[1]).toHaveTextContent(`receipt ${DELIVERY_LABELS.bounced}`);
    await expectNoAxeViolation(card);
  });
});
