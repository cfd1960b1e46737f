import { describe, expect, it } from 'vitest';
import { LABORATORY } from '@lab/shared/constants/laboratory';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { hasRefusedCharacter } from '@lab/shared/text/characters';
import { followUpEmail, receiptEmail, type FollowUpRequest } from './receipt-email';

const SITE = 'https://lab.example';

const WORK = {
  status: 'new' as const,
  statusChangedAt: null,
  statusChangedBy: null,
  assignee: null,
  replies: [],
  notes: [{ at: '2026-11-23T16:00:00.000Z', by: 'staff.jo', text: 'FREE-TEXT-NOTE' }],
  delivery: { alert: null, receipt: null },
  samplesReceived: null,
  containersSent: null,
};

/** Every field a requester types holds a marker that must never reach a receipt. */
const RECORDS: { [K in RecordKind]: RecordByKind[K] & { reference: string } } = {
  contact: {
    id: '01JD0CONTACT0000000000001',
    reference: 'PAL-7K3Q-9D',
    createdAt: '2026-07-02T18:30:00.000Z',
    name: 'FREE-TEXT-NAME Visit https://spam.example',
    email: 'grower@example.com',
    phone: 'FREE-TEXT-PHONE',
    subject: 'pricing',
    message: 'FREE-TEXT-MESSAGE\nBuy now at https://spam.example',
    ...WORK,
  },
  resource: {
    id: '01JD0RESOURCE000000000001',
    reference: 'PAL-22ZZ-XY',
    createdAt: '2026-07-02T18:30:00.000Z',
    name: 'FREE-TEXT-NAME',
    resourceId: 'soil-sample-bags',
    email: 'grower@example.com',
    phone: 'FREE-TEXT-PHONE',
    address: 'FREE-TEXT-ADDRESS',
    comments: 'FREE-TEXT-COMMENTS',
    ...WORK,
  },
  shipping: {
    id: '01JD0SHIPPING000000000001',
    reference: 'PAL-9D9D-33',
    createdAt: '2026-07-02T18:30:00.000Z',
    shipperName: 'FREE-TEXT-NAME',
    shipperEmail: 'rancher@example.com',
    shipperPhone: 'FREE-TEXT-PHONE',
    sampleType: 'plant-tissue',
    shipmentWeight: 'FREE-TEXT-WEIGHT',
    shipmentDimensions: 'FREE-TEXT-DIMENSIONS',
    ...WORK,
  },
};

const KINDS = Object.keys(RECORDS) as RecordKind[];

describe('the receipt e-mail', () => {
  it.each(KINDS)(
    '%s: goes to the requester with the reference, the time and the lab’s number',
    (kind) => {
      const receipt = receiptEmail(kind, RECORDS[kind], SITE);
      expect(receipt.to).toBe(kind === 'shipping' ? 'rancher@example.com' : 'grower@example.com');
      expect(receipt.subject).toBe(
        `Prairie Agri Lab received your request ${RECORDS[kind].reference}`,
      );
      expect(receipt.text).toContain(`Reference number: ${RECORDS[kind].reference}`);
      expect(receipt.text).toContain('Received: Jul 2, 2026, 12:30 p.m. (Edmonton time)');
      expect(receipt.text).toContain(LABORATORY.phoneDisplay);
      expect(receipt.text).toContain(LABORATORY.hours.weekdays);
    },
  );

  it.each(KINDS)('%s: holds nothing the requester typed', (kind) => {
    const { subject, text } = receiptEmail(kind, RECORDS[kind], SITE);
    expect(`${subject}\n${text}`).not.toMatch(/FREE-TEXT|spam\.example/);
  });

  it('says what was asked for and what happens next, in the laboratory’s words', () => {
    const text = (kind: RecordKind) => receiptEmail(kind, RECORDS[kind], SITE).text;
    expect(text('contact')).toContain('Request: A message to the laboratory (Pricing Information)');
    expect(text('contact')).toContain(
      'What happens next: We answer messages during business hours.',
    );
    expect(receiptEmail('contact', { ...RECORDS.contact, subject: null }, SITE).text).toContain(
      'Request: A message to the laboratory\n',
    );
    expect(text('resource')).toContain('Request: Sample containers: Soil Sample Bags');
    expect(text('resource')).toContain('within 1-2 business days');
    expect(text('shipping')).toContain(
      'Request: A prepaid shipping label for plant tissue samples',
    );
    expect(text('shipping')).toContain(
      'We will contact you within 24 hours with shipping instructions and a tracking number.',
    );
  });

  it('has a one-line subject of well-formed text', () => {
    for (const kind of KINDS) {
      const { subject, text } = receiptEmail(kind, RECORDS[kind], SITE);
      expect(hasRefusedCharacter(subject)).toBe(false);
      expect(hasRefusedCharacter(text, { multiline: true })).toBe(false);
    }
  });
});

describe('how a receipt says to reach the laboratory', () => {
  it.each(KINDS)(
    '%s: replies go to the laboratory’s inbox, which the text gives with the site',
    (kind) => {
      const receipt = receiptEmail(kind, RECORDS[kind], SITE);
      expect(receipt.replyTo).toBe(LABORATORY.email);
      expect(receipt.text).toContain(
        `Please quote your reference number when you call us at ${LABORATORY.phoneDisplay} or write to ${LABORATORY.email}`,
      );
      expect(receipt.text).toContain(`Our website: ${SITE}/`);
    },
  );
});

/** Each kind's record, from one address, as a follow-up lists them. */
const FROM_ONE_ADDRESS: FollowUpRequest[] = [
  { kind: 'resource', record: { ...RECORDS.resource, email: 'Grower@Example.com' } },
  { kind: 'shipping', record: { ...RECORDS.shipping, shipperEmail: 'grower@example.com' } },
  { kind: 'contact', record: RECORDS.contact },
];

describe('the follow-up e-mail', () => {
  it('lists each request’s reference, what it was for and when, to the first one’s address', () => {
    const email = followUpEmail(FROM_ONE_ADDRESS.slice(0, 2), SITE);
    expect(email.to).toBe('Grower@Example.com');
    expect(email.subject).toBe(
      'Prairie Agri Lab received your requests PAL-22ZZ-XY and PAL-9D9D-33',
    );
    expect(email.text).toContain(
      [
        'Reference number: PAL-22ZZ-XY',
        'Request: Sample containers: Soil Sample Bags',
        'Received: Jul 2, 2026, 12:30 p.m. (Edmonton time)',
        '',
        'What happens next: We process container requests within 1-2 business days and send the containers to the address you gave.',
        '',
        'Reference number: PAL-9D9D-33',
        'Request: A prepaid shipping label for plant tissue samples',
      ].join('\n'),
    );
    expect(email.text).toContain('these 2 requests');
  });

  it('has the receipts’ Reply-To, the laboratory’s address and the site', () => {
    const email = followUpEmail(FROM_ONE_ADDRESS, SITE);
    expect(email.replyTo).toBe(LABORATORY.email);
    expect(email.text).toContain(`write to ${LABORATORY.email}`);
    expect(email.text).toContain(LABORATORY.phoneDisplay);
    expect(email.text).toContain(`Our website: ${SITE}/`);
  });

  it('holds nothing the requesters typed, in well-formed text with a one-line subject', () => {
    const { subject, text } = followUpEmail(FROM_ONE_ADDRESS, SITE);
    expect(`${subject}\n${text}`).not.toMatch(/FREE-TEXT|spam\.example/);
    expect(hasRefusedCharacter(subject)).toBe(false);
    expect(hasRefusedCharacter(text, { multiline: true })).toBe(false);
  });

  it('names one request as a receipt does, up to three in the subject, and counts more', () => {
    expect(followUpEmail(FROM_ONE_ADDRESS.slice(0, 1), SITE).subject).toBe(
      'Prairie Agri Lab received your request PAL-22ZZ-XY',
    );
    expect(followUpEmail(FROM_ONE_ADDRESS, SITE).subject).toBe(
      'Prairie Agri Lab received your requests PAL-22ZZ-XY, PAL-9D9D-33 and PAL-7K3Q-9D',
    );
    const four = [...FROM_ONE_ADDRESS, { kind: 'contact' as const, record: RECORDS.contact }];
    const email = followUpEmail(four, SITE);
    expect(email.subject).toBe('Prairie Agri Lab received 4 more requests from you');
    // Every reference is in the text, whatever the subject says.
    for (const { record } of four) expect(email.text).toContain(record.reference);
  });

  it('needs a request', () => {
    expect(() => followUpEmail([], SITE)).toThrow(/at least one/);
  });
});

describe('a receipt with document links', () => {
  const links = {
    label: `${SITE}/api/documents/label?t=v1.a`,
    form: `${SITE}/api/documents/form?t=v1.b`,
    track: `${SITE}/track?t=v1.c`,
  };

  it('links a shipping label request to its label, its submission form and its status page', () => {
    const { text } = receiptEmail('shipping', RECORDS.shipping, SITE, links);
    expect(text).toContain(`Shipping label: ${links.label}`);
    expect(text).toContain(`Submission form: ${links.form}`);
    expect(text).toContain(`Follow your request: ${links.track}`);
    // Before the closing lines, after what was asked for.
    expect(text.indexOf('Shipping label:')).toBeGreaterThan(text.indexOf('What happens next'));
    expect(text.indexOf('Shipping label:')).toBeLessThan(text.indexOf('Our website'));
  });

  it('has none without links (a contact message)', () => {
    expect(receiptEmail('contact', RECORDS.contact, SITE).text).not.toContain('Shipping label:');
  });
});
