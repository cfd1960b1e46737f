import { describe, expect, it, vi } from 'vitest';
import { main as createContact } from '../api/create-contact/handler';
import { main as createResourceRequest } from '../api/create-resource-request/handler';
import { main as createShippingRequest } from '../api/create-shipping-request/handler';
import { idTime } from './ids';

const stamp = () => ({ id: '01JD0000000000000000000000', createdAt: '2026-01-02T03:04:05.000Z' });

describe('public submissions', () => {
  it('stores a contact message with the optional fields as null', async () => {
    const repository = {
      create: vi.fn(async () => ({ id: stamp().id, reference: 'PAL-7K3Q-9D', repeated: false })),
    };
    const answer = await createContact(
      { name: 'Jo', email: 'jo@example.com', phone: null, message: 'Please test my soil.' },
      { repository, stamp },
    );
    expect(answer).toEqual({ ok: true, id: stamp().id, reference: 'PAL-7K3Q-9D' });
    expect(repository.create).toHaveBeenCalledWith(
      {
        ...stamp(),
        name: 'Jo',
        email: 'jo@example.com',
        phone: null,
        subject: null,
        message: 'Please test my soil.',
      },
      undefined,
      undefined,
    );
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const repository = {
      create: vi.fn(async () => ({ id: stamp().id, reference: 'PAL-7K3Q-9D', repeated: false })),
    };
    const answer = await createContact(
      {
        name: 'Bot',
        email: 'bot@example.com',
        phone: null,
        message: 'Buy cheap stuff now',
        website: 'http://spam',
      },
      { repository, stamp },
    );
    // A reference of the same form, so the bot cannot tell it was caught.
    expect(answer).toEqual({
      ok: true,
      id: stamp().id,
      reference: expect.stringMatching(/^PAL-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{2}$/),
    });
    expect(repository.create).not.toHaveBeenCalled();
  });

  it('stores a container request as sent', async () => {
    const repository = {
      create: vi.fn(async () => ({ id: stamp().id, reference: 'PAL-7K3Q-9D', repeated: false })),
    };
    const input = {
      resourceId: 'soil-sample-bags' as const,
      name: 'Jo',
      email: 'jo@example.com',
      phone: '780-555-0100',
      address: '1 Main St, Leduc, AB, T9E 2X2',
      comments: 'Quantity: 20',
    };
    await createResourceRequest(input, { repository, stamp });
    expect(repository.create).toHaveBeenCalledWith({ ...stamp(), ...input }, undefined, undefined);
  });

  it('stores a shipping request as sent', async () => {
    const repository = {
      create: vi.fn(async () => ({ id: stamp().id, reference: 'PAL-7K3Q-9D', repeated: false })),
    };
    const input = {
      shipperName: 'Jo',
      shipperEmail: 'jo@example.com',
      shipperPhone: '780-555-0100',
      sampleType: 'soil' as const,
      shipmentWeight: '5 kg',
      shipmentDimensions: '30 x 20 x 20 cm',
    };
    await createShippingRequest(input, { repository, stamp });
    expect(repository.create).toHaveBeenCalledWith({ ...stamp(), ...input }, undefined, undefined);
  });

  it('lets a storage failure propagate, so the caller gets an error and not a false success', async () => {
    const repository = { create: vi.fn(async () => Promise.reject(new Error('down'))) };
    await expect(
      createContact(
        { name: 'Jo', email: 'jo@example.com', phone: null, message: 'Please test.' },
        { repository, stamp },
      ),
    ).rejects.toThrow('down');
  });

  it('counts the request on its client address’s tally, and answers a capped one like any other', async () => {
    const tally = { tableName: 'recipients', cap: 20 };
    const repository = {
      create: vi.fn(async () => ({
        id: stamp().id,
        reference: 'PAL-7K3Q-9D',
        repeated: false,
        receiptCapped: true as const,
      })),
    };
    const answer = await createContact(
      { name: 'Jo', email: 'jo@example.com', phone: null, message: 'Please test my soil.' },
      { repository, stamp, tally },
      { idempotencyKey: 'key-0123456789abcdef', client: '203.0.113.7' },
    );
    expect(answer).toEqual({ ok: true, id: stamp().id, reference: 'PAL-7K3Q-9D' });
    const now = Date.parse(stamp().createdAt);
    expect(repository.create).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'jo@example.com' }),
      { key: 'key-0123456789abcdef', now },
      { tally, client: '203.0.113.7', now },
    );
  });

  it("answers a container or shipping label request with its document links, the honeypot's alike", async () => {
    const repository = {
      create: vi.fn(async () => ({ id: stamp().id, reference: 'PAL-7K3Q-9D', repeated: false })),
    };
    const documents = {
      label: '/api/documents/label?t=x',
      form: '/api/documents/form?t=x',
      track: '/track?t=x',
    };
    const links = vi.fn(async () => documents);
    const input = {
      resourceId: 'soil-sample-bags' as const,
      name: 'Jo',
      email: 'jo@example.com',
      phone: null,
      address: '1 Farm Rd',
      comments: null,
    };
    expect(await createResourceRequest(input, { repository, stamp, links })).toEqual({
      ok: true,
      id: stamp().id,
      reference: 'PAL-7K3Q-9D',
      documents,
    });
    // Signed as of the record's creation, read from its id: a repeated key's answer is the same.
    expect(links).toHaveBeenCalledWith(stamp().id, idTime(stamp().id));
    const caught = await createResourceRequest(
      { ...input, website: 'http://spam' },
      { repository, stamp, links },
    );
    expect(caught).toMatchObject({ documents });
    expect(repository.create).toHaveBeenCalledTimes(1);
  });
});
