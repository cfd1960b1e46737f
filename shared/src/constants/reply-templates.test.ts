import { describe, expect, it } from 'vitest';
import type { RecordByKind } from '../schemas/records';
import { replySchema } from '../schemas/replies';
import { REPLY_TEMPLATES, replyTemplates, subjectWithReference } from './reply-templates';

const work = {
  status: 'new' as const,
  statusChangedAt: null,
  statusChangedBy: null,
  notes: [],
  assignee: null,
  replies: [],
  delivery: { alert: null, receipt: null },
  samplesReceived: null,
  containersSent: null,
};
const base = { id: '01JD0000000000000000000000', createdAt: '2026-01-02T03:04:05.000Z', ...work };

const records: { [K in keyof RecordByKind]: RecordByKind[K] } = {
  resource: {
    ...base,
    reference: 'PAL-7K3Q-9D',
    name: 'Jo Farmer',
    resourceId: 'soil-sample-bags' as const,
    email: 'jo@example.com',
    phone: null,
    address: null,
    comments: null,
  },
  shipping: {
    ...base,
    reference: 'PAL-AB12-CD',
    shipperName: 'Ray Grain',
    shipperEmail: 'ray@example.com',
    shipperPhone: '780 555 0100',
    sampleType: 'soil' as const,
    shipmentWeight: '5 kg',
    shipmentDimensions: '30x30x30',
  },
  contact: {
    ...base,
    reference: null,
    name: 'Ana Field',
    email: 'ana@example.com',
    phone: null,
    subject: null,
    message: 'Hello there, a question.',
  },
};

describe('reply templates', () => {
  it('offers the laboratory’s words for each kind, named as the issue names them', () => {
    expect(replyTemplates('resource').map((t) => t.label)).toEqual(['Containers on their way']);
    expect(replyTemplates('shipping').map((t) => t.label)).toEqual(['Shipping label sent']);
    expect(replyTemplates('contact').map((t) => t.label)).toEqual(['We received your message']);
  });

  it('fills in the requester’s name and reference, and the containers asked for', () => {
    const containers = REPLY_TEMPLATES.resource[0]!.draft(records.resource);
    expect(containers.subject).toBe('Your soil sample bags are on their way [PAL-7K3Q-9D]');
    expect(containers.text).toMatch(/^Dear Jo Farmer,\n/);
    expect(containers.text).toContain('PAL-7K3Q-9D');
    const label = REPLY_TEMPLATES.shipping[0]!.draft(records.shipping);
    expect(label.subject).toBe('Your prepaid shipping label [PAL-AB12-CD]');
    expect(label.text).toMatch(/^Dear Ray Grain,\n/);
  });

  it('leaves the reference out of a record stored before references existed', () => {
    const received = REPLY_TEMPLATES.contact[0]!.draft(records.contact);
    expect(received.subject).toBe('We received your message');
    expect(received.text).not.toMatch(/reference/);
  });

  it('drafts only what the reply schema accepts, so a template can be sent unedited', () => {
    for (const kind of ['resource', 'shipping', 'contact'] as const) {
      for (const template of replyTemplates(kind)) {
        const draft = (template.draft as (r: RecordByKind[typeof kind]) => unknown)(records[kind]);
        expect(replySchema.safeParse(draft).success, template.id).toBe(true);
      }
    }
  });

  it('adds the reference to a subject unless it is there already, in any case', () => {
    expect(subjectWithReference(' Hello ', 'PAL-7K3Q-9D')).toBe('Hello [PAL-7K3Q-9D]');
    expect(subjectWithReference('Re pal-7k3q-9d', 'PAL-7K3Q-9D')).toBe('Re pal-7k3q-9d');
    expect(subjectWithReference('Hello', null)).toBe('Hello');
  });
});
