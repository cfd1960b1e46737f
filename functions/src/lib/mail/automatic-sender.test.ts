import type { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { DELIVERY_HEADER } from '@lab/shared/constants/mail';
import { newStamp } from '../ids';
import { createAutomaticSender, createFollowUpSender } from './automatic-sender';
import { deliveryKey, parseDeliveryKey, type DeliveryRef } from './deliveries';
import { followUpKey, followUpOf, parseFollowUpKey } from './follow-ups';

const REF: DeliveryRef = { kind: 'contact', id: newStamp().id, message: 'alert' };

/** The control and line-separator characters in `text`, but those `allowed`. */
const controlsIn = (text: string, allowed = '') =>
  [...text].filter((c) => {
    const code = c.codePointAt(0) ?? 0;
    const control =
      code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
    return control && !allowed.includes(c);
  });

/** The sender over a client that records what it was asked to send. */
function capture() {
  const inputs: SendEmailCommand['input'][] = [];
  const client = {
    send: async (command: SendEmailCommand) => {
      inputs.push(command.input);
      return { MessageId: 'ses-1' };
    },
  } as unknown as SESv2Client;
  const settings = { from: 'lab@example.com', configurationSet: 'lab-mail' };
  const send = createAutomaticSender(client, settings);
  return { send, sendFollowUp: createFollowUpSender(client, settings), inputs };
}

describe('the automatic sender', () => {
  it('sends through the configuration set with the delivery header and tags', async () => {
    const { send, inputs } = capture();
    expect(
      await send({
        ref: REF,
        to: 'lab@example.com',
        replyTo: 'grower@example.com',
        subject: 'S',
        text: 'T',
      }),
    ).toBe('ses-1');
    const [input] = inputs;
    expect(input?.ConfigurationSetName).toBe('lab-mail');
    expect(input?.ReplyToAddresses).toEqual(['grower@example.com']);
    expect(input?.Content?.Simple?.Headers).toEqual([
      { Name: DELIVERY_HEADER, Value: `contact/${REF.id}/alert` },
    ]);
    expect(input?.EmailTags).toEqual([
      { Name: 'kind', Value: 'contact' },
      { Name: 'message', Value: 'alert' },
    ]);
  });

  it('keeps every header one clean line, whatever the submitted text holds', async () => {
    const { send, inputs } = capture();
    await send({
      ref: REF,
      to: 'lab@example.com\r\nBcc: victim@example.com',
      replyTo: 'grower@example.com\nBcc: victim@example.com',
      subject: 'New contact message from Jo\r\nBcc: victim@example.com\u0000\u2028\u0085',
      text: 'Line one\r\nLine two\u0007',
    });
    const [input] = inputs;
    const headers = [
      ...(input?.Destination?.ToAddresses ?? []),
      ...(input?.ReplyToAddresses ?? []),
      input?.Content?.Simple?.Subject?.Data ?? '',
      ...(input?.Content?.Simple?.Headers ?? []).map((h) => h.Value ?? ''),
    ];
    for (const header of headers) expect(controlsIn(header)).toEqual([]);
    expect(controlsIn(input?.Content?.Simple?.Body?.Text?.Data ?? '', '\n')).toEqual([]);
    expect(input?.Content?.Simple?.Body?.Text?.Data).toContain('Line one\nLine two');
  });

  it('fails when SES answers no message id', async () => {
    const client = { send: async () => ({}) } as unknown as SESv2Client;
    const send = createAutomaticSender(client, { from: 'a@example.com', configurationSet: 'c' });
    await expect(send({ ref: REF, to: 'b@example.com', subject: 'S', text: 'T' })).rejects.toThrow(
      'SES answered no message id',
    );
  });
});

describe('the follow-up sender', () => {
  it('sends a follow-up through the configuration set, named by its own delivery header', async () => {
    const { sendFollowUp, inputs } = capture();
    const followUp = followUpOf('Grower@Example.com', 1_800_003_600);
    expect(
      await sendFollowUp({
        followUp,
        to: 'Grower@Example.com',
        replyTo: 'info@lab.example',
        subject: 'S',
        text: 'T',
      }),
    ).toBe('ses-1');
    const [input] = inputs;
    expect(input?.ConfigurationSetName).toBe('lab-mail');
    expect(input?.ReplyToAddresses).toEqual(['info@lab.example']);
    expect(input?.Content?.Simple?.Headers).toEqual([
      { Name: DELIVERY_HEADER, Value: followUpKey(followUp) },
    ]);
    expect(followUpKey(followUp)).toMatch(/^follow-up\/[0-9a-f]{64}\/1800003600$/);
    expect(input?.EmailTags).toEqual([
      { Name: 'kind', Value: 'follow-up' },
      { Name: 'message', Value: 'receipt' },
    ]);
  });
});

describe('the delivery header', () => {
  it('reads back what it wrote, for every message', () => {
    for (const message of ['alert', 'receipt'] as const) {
      const ref = { ...REF, message };
      expect(parseDeliveryKey(deliveryKey(ref))).toEqual(ref);
    }
  });

  it.each([
    `contact/${REF.id}`,
    `contact/${REF.id}/alert/extra`,
    `orders/${REF.id}/alert`,
    'contact/PAL-7K3Q-9D/alert',
    `contact/${REF.id}/notice`,
    '',
  ])('names no message in %j', (value) => {
    expect(parseDeliveryKey(value)).toBeNull();
  });
});

describe('a follow-up’s delivery header', () => {
  const followUp = followUpOf('grower@example.com', 1_800_003_600);

  it('reads back what it wrote, the same for any spelling of the address', () => {
    expect(parseFollowUpKey(followUpKey(followUp))).toEqual(followUp);
    expect(followUpOf(' GROWER@example.com ', 1_800_003_600)).toEqual(followUp);
    expect(parseDeliveryKey(followUpKey(followUp))).toBeNull();
  });

  it.each([
    `follow-up/${followUp.hash}`,
    `follow-up/${followUp.hash}/1800003600/extra`,
    `follow-up/${followUp.hash.toUpperCase()}/1800003600`,
    `follow-up/grower@example.com/1800003600`,
    `follow-up/${followUp.hash}/soon`,
    `contact/${REF.id}/receipt`,
  ])('names no follow-up in %j', (value) => {
    expect(parseFollowUpKey(value)).toBeNull();
  });
});
