import { describe, expect, it } from 'vitest';
import { AS_ARRIVED } from '../repositories/record-repository';
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
});
