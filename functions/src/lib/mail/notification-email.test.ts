import { describe, expect, it } from 'vitest';
import { toResourceRequest } from '@lab/shared/schemas/resource-request-form';
import { AS_ARRIVED } from '../records/item';
import { notificationEmail } from './notification-email';

const stamp = {
  id: '01JD0000000000000000000000',
  reference: 'PAL-7K3Q-9D',
  createdAt: '2026-07-02T18:30:00.000Z',
  ...AS_ARRIVED,
};

describe('notification e-mail', () => {
  it('lists a shipping request with labels and Edmonton time', () => {
    const email = notificationEmail('shipping', {
      ...stamp,
      shipperName: 'Jo Farmer',
      shipperEmail: 'jo@example.com',
      shipperPhone: '780-555-0100',
      sampleType: 'plant-tissue',
      shipmentWeight: '5 kg',
      shipmentDimensions: '30 x 20 x 20 cm',
    });
    expect(email.subject).toBe('New shipping label request: Plant Tissue from Jo Farmer');
    expect(email.replyTo).toBe('jo@example.com');
    expect(email.text).toContain('Sample type: Plant Tissue');
    expect(email.text).toContain('Shipment weight: 5 kg');
    expect(email.text).toMatch(/Submitted: Jul 2, 2026, 12:30 p\.m\. \(Edmonton time\)/);
    expect(email.text).toContain('Reference: PAL-7K3Q-9D');
    expect(email.text).toContain(`Record id: ${stamp.id}`);
  });

  it('gives a record stored before reference numbers its id alone', () => {
    const email = notificationEmail('contact', {
      ...stamp,
      reference: null,
      name: 'Jo Farmer',
      email: 'jo@example.com',
      phone: null,
      subject: null,
      message: 'Hello',
    });
    expect(email.text).not.toContain('Reference:');
    expect(email.text).toContain(`Record id: ${stamp.id}`);
  });

  it('says which optional details were not given', () => {
    const email = notificationEmail('resource', {
      ...stamp,
      name: 'Jo Farmer',
      resourceId: 'water-sample-bottles',
      email: 'jo@example.com',
      phone: null,
      address: null,
      comments: null,
    });
    expect(email.subject).toBe('New container request: Water Sample Bottles for Jo Farmer');
    expect(email.text).toContain('Phone: (not given)');
    expect(email.text).toContain('Shipping address: (not given)');
  });

  it('names a container request’s type once, though the form also writes it into the comments', () => {
    const payload = toResourceRequest({
      name: 'Jo Farmer',
      email: 'jo@example.com',
      phone: null,
      company: 'Leduc Seed Co.',
      containerType: 'soil-sample-bags',
      quantity: '10 bags',
      address: '55 Township Road 510',
      city: 'Leduc',
      province: 'AB',
      postalCode: 'T9E 2X2',
      notes: 'Leave them at the gate.',
    });
    // The spec's payload, stored as it came: the type is in the comments too.
    expect(payload.comments).toContain('Container type: Soil Sample Bags');
    const { text } = notificationEmail('resource', {
      ...stamp,
      name: payload.name,
      resourceId: payload.resourceId,
      email: payload.email,
      phone: payload.phone ?? null,
      address: payload.address ?? null,
      comments: payload.comments ?? null,
    });
    expect(text.match(/Soil Sample Bags/g)).toHaveLength(1);
    expect(text).toContain('Container type: Soil Sample Bags');
    expect(text).toContain(
      'Details: \nCompany: Leduc Seed Co.\nQuantity: 10 bags\nNotes: Leave them at the gate.',
    );
  });

  it('keeps a container request’s other comments as they are, and says when only the type was there', () => {
    const resource = (comments: string | null) =>
      notificationEmail('resource', {
        ...stamp,
        name: 'Jo Farmer',
        resourceId: 'plant-tissue-bags',
        email: 'jo@example.com',
        phone: null,
        address: null,
        comments,
      }).text;
    expect(resource('Container type: Plant Tissue Bags')).toContain('Details: (not given)');
    // Another type's line is not the repeat of this one: it stays.
    expect(resource('Container type: Soil Sample Bags\nQuantity: 3')).toContain(
      'Details: \nContainer type: Soil Sample Bags\nQuantity: 3',
    );
  });
});
