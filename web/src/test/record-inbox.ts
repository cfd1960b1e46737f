import { fireEvent, within } from '@testing-library/react';
import type {
  ContactSubmission,
  ResourceRequestRecord,
  ShippingRequestRecord,
} from '@lab/shared/schemas/records';
import type { SamplesReceived } from '@lab/shared/schemas/samples';

/** The staff's work on a record as it arrived: new, unassigned, nothing sent or received. */
export const AS_ARRIVED = {
  status: 'new' as const,
  statusChangedAt: null,
  statusChangedBy: null,
  assignee: null,
  replies: [],
  notes: [],
  delivery: { alert: null, receipt: null },
  samplesReceived: null,
  containersSent: null,
};

/**
 * A contact message as the list API answers it, new and untouched, with `fields` changed:
 * the record the inbox's tests start from.
 */
export function contactSubmission(fields: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    id: '01JD0CONTACT0000000000001',
    reference: 'PAL-7K3Q-9D',
    createdAt: '2026-11-21T15:05:00.000Z',
    name: 'Jo Farmer',
    email: 'jo@example.com',
    phone: null,
    subject: 'pricing',
    message: 'How much is a full soil panel?',
    ...AS_ARRIVED,
    ...fields,
  };
}

/** A shipping label request as the API answers it, as it arrived, with `fields` changed. */
export function shippingRequest(
  fields: Partial<ShippingRequestRecord> = {},
): ShippingRequestRecord {
  return {
    id: '01JD0SHIPPING000000000001',
    reference: 'PAL-W9BZ-3K',
    createdAt: '2026-11-21T15:05:00.000Z',
    shipperName: 'Lee Agronomist',
    shipperEmail: 'lee@example.com',
    shipperPhone: '403-555-0123',
    sampleType: 'soil',
    shipmentWeight: '2 kg',
    shipmentDimensions: '30 x 20 x 10 cm',
    ...AS_ARRIVED,
    ...fields,
  };
}

/** A container request as the API answers it, as it arrived, with `fields` changed. */
export function resourceRequest(
  fields: Partial<ResourceRequestRecord> = {},
): ResourceRequestRecord {
  return {
    id: '01JD0RESOURCE000000000001',
    reference: 'PAL-R2X8-4M',
    createdAt: '2026-11-20T15:05:00.000Z',
    name: 'Jo Farmer',
    resourceId: 'soil-sample-bags',
    email: 'jo@example.com',
    phone: null,
    address: null,
    comments: null,
    ...AS_ARRIVED,
    ...fields,
  };
}

/** Two damaged boxes received at 9:30 AM in Edmonton on a Friday, results due 2-4 December. */
export function samplesReceived(fields: Partial<SamplesReceived> = {}): SamplesReceived {
  return {
    at: '2026-11-27T16:30:00.000Z',
    by: 'sam',
    boxes: 2,
    condition: 'damaged',
    note: 'One corner crushed',
    expected: {
      turnaround: 'standard',
      words: '3-5 days',
      earliest: '2026-12-02',
      latest: '2026-12-04',
    },
    delivery: null,
    ...fields,
  };
}

/**
 * The record card named `name`: a list tab's record is a compact row until opened, so its
 * row is opened first (a search result, or a record already open, is a card already).
 */
export function openedCard(name: string, scope: HTMLElement = document.body): HTMLElement {
  const shown = within(scope).queryByRole('article', { name });
  if (shown) return shown;
  fireEvent.click(within(scope).getByRole('button', { name, expanded: false }));
  return within(scope).getByRole('article', { name });
}

/** The records a list tab shows, in order: one checkbox each, named 'Select <name>'. */
export function shownRecords(panel: HTMLElement): HTMLElement[] {
  return within(panel).queryAllByRole('checkbox', { name: /^Select (?!all on this page)/ });
}

/** The names of the records a list tab shows, in order. */
export function shownNames(panel: HTMLElement): string[] {
  return shownRecords(panel).map((box) => (box.getAttribute('aria-label') ?? '').slice(7));
}

/**
 * The compact line of the list record named `name`: its button is the name alone, and the
 * line around it shows the rest (subject, status, reference, age, assignee).
 */
export function inboxLine(name: string, scope: HTMLElement = document.body): HTMLElement {
  const line = within(scope)
    .getByRole('button', { name })
    .closest<HTMLElement>('[data-inbox-head]');
  if (!line) throw new Error(`${name} is no list record`);
  return line;
}
