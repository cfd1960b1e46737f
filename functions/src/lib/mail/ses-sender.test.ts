import type { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { DELIVERY_HEADER } from '@lab/shared/constants/mail';
import { subjectAsShown } from '../../../test/support/mail-client';
import { newStamp } from '../ids';
import {
  deliveryKey,
  notifyKey,
  parseDeliveryKey,
  parseNotifyKey,
  type DeliveryRef,
} from './deliveries';
import { followUpKey, followUpOf, parseFollowUpKey } from './follow-ups';
import { createSesSender } from './ses-sender';

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
  const sender = createSesSender(client, {
    from: 'lab@example.com',
    configurationSet: 'lab-mail',
    receiptConfigurationSet: 'lab-receipts',
  });
  return {
    send: sender.message,
    sendFollowUp: sender.followUp,
    sendNotify: sender.notify,
    inputs,
  };
}

/** Every string of a command's input, headers and body alike. */
function strings(input: unknown): string[] {
  if (typeof input === 'string') return [input];
  if (Array.isArray(input)) return input.flatMap(strings);
  if (input && typeof input === 'object') return Object.values(input).flatMap(strings);
  return [];
}

describe('a record’s message', () => {
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
    const { message: send } = createSesSender(client, {
      from: 'a@example.com',
      configurationSet: 'c',
    });
    await expect(send({ ref: REF, to: 'b@example.com', subject: 'S', text: 'T' })).rejects.toThrow(
      'SES answered no message id',
    );
  });
});

describe('the configuration sets', () => {
  it('sends alerts and notifies through the laboratory’s set, receipts and follow-ups through the receipts’', async () => {
    const { send, sendFollowUp, sendNotify, inputs } = capture();
    const content = { to: 'a@example.com', subject: 'S', text: 'T' };
    await send({ ref: REF, ...content });
    await sendNotify({ notify: { kind: 'contact', id: REF.id }, ...content });
    await send({ ref: { ...REF, message: 'receipt' }, ...content });
    await sendFollowUp({ followUp: followUpOf('a@example.com', 1_800_003_600), ...content });
    expect(inputs.map((input) => input.ConfigurationSetName)).toEqual([
      'lab-mail',
      'lab-mail',
      'lab-receipts',
      'lab-receipts',
    ]);
  });

  it('sends no receipt from a sender that has no receipts’ set (the notify route’s)', async () => {
    const client = { send: async () => ({ MessageId: 'ses-1' }) } as unknown as SESv2Client;
    const sender = createSesSender(client, { from: 'lab@example.com', configurationSet: 'c' });
    const content = { to: 'a@example.com', subject: 'S', text: 'T' };
    await expect(
      sender.message({ ref: { ...REF, message: 'receipt' }, ...content }),
    ).rejects.toThrow('no configuration set for receipts');
    expect(await sender.message({ ref: REF, ...content })).toBe('ses-1');
  });
});

describe('a follow-up', () => {
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
    expect(input?.ConfigurationSetName).toBe('lab-receipts');
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

describe('a notify', () => {
  const notify = { kind: 'shipping' as const, id: REF.id };

  it('sends through the configuration set from the sender, to the laboratory, named as a notify and not as the record’s alert', async () => {
    const { sendNotify, inputs } = capture();
    expect(
      await sendNotify({
        notify,
        to: 'lab-notifications@example.com',
        replyTo: 'shipper@example.com',
        subject: 'S',
        text: 'T',
      }),
    ).toBe('ses-1');
    const [input] = inputs;
    expect(input).toMatchObject({
      FromEmailAddress: 'lab@example.com',
      Destination: { ToAddresses: ['lab-notifications@example.com'] },
      ReplyToAddresses: ['shipper@example.com'],
      ConfigurationSetName: 'lab-mail',
    });
    expect(input?.Content?.Simple?.Headers).toEqual([
      { Name: DELIVERY_HEADER, Value: `notify/shipping/${REF.id}` },
    ]);
    expect(input?.EmailTags).toEqual([
      { Name: 'kind', Value: 'shipping' },
      { Name: 'message', Value: 'notify' },
    ]);
    // Nothing that reads a record's message or a follow-up takes it for one.
    const header = notifyKey(notify);
    expect(parseDeliveryKey(header)).toBeNull();
    expect(parseFollowUpKey(header)).toBeNull();
    expect(parseNotifyKey(header)).toEqual(notify);
  });

  it.each([
    `notify/shipping`,
    `notify/shipping/${REF.id}/alert`,
    `notify/orders/${REF.id}`,
    'notify/shipping/PAL-7K3Q-9D',
    `shipping/${REF.id}/alert`,
    `follow-up/shipping/${REF.id}`,
  ])('names no notify in %j', (value) => {
    expect(parseNotifyKey(value)).toBeNull();
  });
});

/* What the notify route's SES v1 mailer guaranteed, now the one sender's (its cases, kept). */
describe('text cleaned on the way out', () => {
  const notify = { kind: 'contact' as const, id: REF.id };
  const sendOne = async (content: { subject: string; text: string; replyTo: string }) => {
    const { sendNotify, inputs } = capture();
    await sendNotify({ notify, to: 'lab@lab.example', ...content });
    const [input] = inputs;
    return {
      input,
      subject: input?.Content?.Simple?.Subject?.Data,
      text: input?.Content?.Simple?.Body?.Text?.Data,
    };
  };

  it('keeps submitted line breaks of every kind out of the subject header', async () => {
    const { input, subject } = await sendOne({
      subject: 'New contact message from Jo\r\nBcc: a@example.com\u2028B\u2029C\u0085D\u000bE\tF',
      text: 'Body',
      replyTo: 'jo@example.com\r\nBcc: b@example.com',
    });
    expect(subject).toBe('New contact message from Jo Bcc: a@example.com B C D E F');
    expect(subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(input?.ReplyToAddresses).toEqual(['jo@example.com Bcc: b@example.com']);
  });

  it('never hands SES ill-formed text', async () => {
    const { input, subject, text } = await sendOne({
      subject: 'From Bad \ud800 Farmer',
      text: 'Name: Bad \ud800 Farmer\nNote: \udc00',
      replyTo: 'bad\ud800@example.com',
    });
    for (const value of strings(input)) {
      expect(value).not.toMatch(/\p{Cs}/u);
      expect(() => encodeURIComponent(value)).not.toThrow();
    }
    expect(await subjectAsShown(subject ?? '')).toBe('From Bad \uFFFD Farmer');
    expect(text).toBe('Name: Bad \uFFFD Farmer\nNote: \uFFFD');
  });

  it('drops controls and invisible characters, keeping the body on its lines', async () => {
    const { subject, text } = await sendOne({
      subject: 'From \u202eJo\u200b\u0000 Farmer\ufeff',
      text: 'Message:\r\nLine\u0000 one\u2028Line\u202e two\tend\u009b',
      replyTo: 'jo@example.com',
    });
    expect(subject).toBe('From Jo Farmer');
    expect(text).toBe('Message:\nLine one\nLine two\tend');
  });

  it('sends real text in any script unchanged', async () => {
    const name = 'Élise أحمد שלום 李雷 👩‍🌾 می‌خواهم';
    const { input, subject, text } = await sendOne({
      subject: `From ${name}`,
      text: `Name: ${name}\n`,
      replyTo: 'a@b.ca',
    });
    expect(input).toMatchObject({
      FromEmailAddress: 'lab@example.com',
      Destination: { ToAddresses: ['lab@lab.example'] },
      ReplyToAddresses: ['a@b.ca'],
    });
    expect(await subjectAsShown(subject ?? '')).toBe(`From ${name}`);
    expect(text).toBe(`Name: ${name}\n`);
  });
});

describe('the subject', () => {
  const subjectOf = async (subject: string) => {
    const { sendNotify, inputs } = capture();
    await sendNotify({
      notify: { kind: 'contact', id: REF.id },
      to: 'lab@lab.example',
      replyTo: 'jo@example.com',
      subject,
      text: 'T',
    });
    return inputs[0]?.Content?.Simple?.Subject?.Data ?? '';
  };

  it('keeps an encoded word a visitor typed literal, as a mail client reads it', async () => {
    const typed = 'New contact message from =?utf-8?B?SGk=?=';
    // Unencoded, a client would show "Hi": the visitor would choose what staff read.
    expect(await subjectAsShown(typed)).toBe('New contact message from Hi');
    const sent = await subjectOf(typed);
    expect(sent).toMatch(/^[\x20-\x7e]+$/);
    expect(await subjectAsShown(sent)).toBe(typed);
  });

  it.each([
    'New contact message from =?UTF-8?Q?Admin?= =?iso-8859-1?q?=E9?=',
    `From ${'Élise أحمد 李雷 👩‍🌾 '.repeat(8)}end`,
    'From =?',
  ])(
    'reads back exactly in a mail client, in words of at most 75 characters: %j',
    async (typed) => {
      const sent = await subjectOf(typed);
      for (const word of sent.split(' ')) expect(word.length).toBeLessThanOrEqual(75);
      expect(await subjectAsShown(sent)).toBe(typed);
    },
  );

  it('leaves a plain ASCII subject as it is', async () => {
    expect(await subjectOf('Your request PAL-7K3Q-9D was received')).toBe(
      'Your request PAL-7K3Q-9D was received',
    );
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
