import type { SendEmailCommand, SendEmailCommandOutput } from '@aws-sdk/client-ses';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

/** A mailer over a send that keeps each command's input instead of calling SES. */
function recordingMailer() {
  const sent: SendEmailCommand['input'][] = [];
  const mailer = createMailer(
    async (command) => {
      sent.push(command.input);
      return { MessageId: 'm-1', $metadata: {} } satisfies SendEmailCommandOutput;
    },
    'no-reply@lab.example',
    'lab@lab.example',
  );
  return { mailer, sent };
}

/** Every string of a command's input, headers and body alike. */
function strings(input: unknown): string[] {
  if (typeof input === 'string') return [input];
  if (Array.isArray(input)) return input.flatMap(strings);
  if (input && typeof input === 'object') return Object.values(input).flatMap(strings);
  return [];
}

describe('mailer', () => {
  it('keeps submitted line breaks of every kind out of the subject header', async () => {
    const { mailer, sent } = recordingMailer();
    await mailer.send({
      subject: 'New contact message from Jo\r\nBcc: a@example.com\u2028B\u2029C\u0085D\u000bE\tF',
      text: 'Body',
      replyTo: 'jo@example.com\r\nBcc: b@example.com',
    });
    const subject = sent[0]?.Message?.Subject?.Data ?? '';
    expect(subject).toBe('New contact message from Jo Bcc: a@example.com B C D E F');
    expect(subject).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(sent[0]?.ReplyToAddresses).toEqual(['jo@example.com Bcc: b@example.com']);
  });

  it('never hands the SDK ill-formed text, which it cannot encode', async () => {
    const { mailer, sent } = recordingMailer();
    await mailer.send({
      subject: 'From Bad \ud800 Farmer',
      text: 'Name: Bad \ud800 Farmer\nNote: \udc00',
      replyTo: 'bad\ud800@example.com',
    });
    for (const value of strings(sent[0])) {
      expect(value).not.toMatch(/\p{Cs}/u);
      expect(() => encodeURIComponent(value)).not.toThrow();
    }
    expect(sent[0]?.Message?.Subject?.Data).toBe('From Bad \uFFFD Farmer');
    expect(sent[0]?.Message?.Body?.Text?.Data).toBe('Name: Bad \uFFFD Farmer\nNote: \uFFFD');
  });

  it('drops controls and invisible characters, keeping the body on its lines', async () => {
    const { mailer, sent } = recordingMailer();
    await mailer.send({
      subject: 'From \u202eJo\u200b\u0000 Farmer\ufeff',
      text: 'Message:\r\nLine\u0000 one\u2028Line\u202e two\tend\u009b',
      replyTo: 'jo@example.com',
    });
    expect(sent[0]?.Message?.Subject?.Data).toBe('From Jo Farmer');
    expect(sent[0]?.Message?.Body?.Text?.Data).toBe('Message:\nLine one\nLine two\tend');
  });

  it('sends real text in any script unchanged', async () => {
    const { mailer, sent } = recordingMailer();
    const name = 'Élise أحمد שלום 李雷 👩‍🌾 می‌خواهم';
    await mailer.send({ subject: `From ${name}`, text: `Name: ${name}\n`, replyTo: 'a@b.ca' });
    expect(sent[0]).toMatchObject({
      Source: 'no-reply@lab.example',
      Destination: { ToAddresses: ['lab@lab.example'] },
      ReplyToAddresses: ['a@b.ca'],
      Message: { Subject: { Data: `From ${name}` }, Body: { Text: { Data: `Name: ${name}\n` } } },
    });
  });
});
