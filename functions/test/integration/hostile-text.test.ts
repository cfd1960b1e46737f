import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { LIST_PARTITION, RECORD_TABLES, TABLE_KEYS } from '@lab/shared/data/tables';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  localDocumentClient,
} from '../../src/local/local-clients';
import { SHIPPING_REQUEST } from '../support/fixtures';
import { subjectAsShown } from '../support/mail-client';
import { sentEmails, useTestApi } from '../support/test-api';

const context = useTestApi();

/** A lone UTF-16 surrogate, as a JSON body can carry it (`\ud800`). */
const LONE_SURROGATE = '\ud800';
const BAD_NAME = `Bad ${LONE_SURROGATE} Farmer`;
const CONTACT = {
  name: 'Jo Farmer',
  email: 'jo@example.com',
  phone: '',
  message: 'Please call me about soil testing.',
};

async function submitShipping(shipperName: string): Promise<string> {
  const res = await context.api.request('POST', '/api/shipping/request', {
    body: { ...SHIPPING_REQUEST, shipperName },
  });
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

function notify(kind: 'contact' | 'shipping', id: string) {
  return context.api.request('POST', `/api/admin/notify/${kind}/${id}`, {
    token: context.token,
    headers: { 'content-type': 'application/json' },
  });
}

/** The one message the mail store holds for record `id`. */
async function mailFor(id: string) {
  const mails = (await sentEmails(context.api.env)).filter((m) => m.body.text?.includes(id));
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

const isWellFormed = (text: string) => !/\p{Cs}/u.test(text);

describe('text that breaks e-mail', () => {
  it('good notify 200, a lone surrogate refused at submit (400), then good 200, good 200', async () => {
    const submitContact = async (name: string) => {
      const res = await context.api.request('POST', '/api/contact', {
        body: { ...CONTACT, name },
      });
      expect(res.status).toBe(201);
      return (res.body as { id: string }).id;
    };
    expect((await notify('contact', await submitContact('Good One'))).status).toBe(200);

    // The probe, byte for byte: the JSON escape reaches the handler as a lone surrogate.
    const raw = JSON.stringify({ ...CONTACT, name: 'NAME' }).replace('NAME', 'Bad \\ud800 Farmer');
    expect(raw).toContain('"name":"Bad \\ud800 Farmer"');
    const refused = await context.api.request('POST', '/api/contact', {
      raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        errors: {
          name: 'Name must be a single line of text without control or invisible characters',
        },
      },
    });
    const list = await context.api.request('GET', '/api/contact?limit=100', {
      token: context.token,
    });
    expect(JSON.stringify(list.body)).not.toContain('Bad');

    expect((await notify('contact', await submitContact('Good Two'))).status).toBe(200);
    expect((await notify('contact', await submitContact('Good Three'))).status).toBe(200);
  });

  it('a stored record with ill-formed and control text is mailed well-formed, and the next notify still goes out', async () => {
    // Written past the schema (an older version, or by hand): the SES sender is the last guard.
    const id = '01JZZZZZZZZZZZZZZZZZZZZZZZ';
    const client = localDocumentClient(context.api.env.base.DYNAMODB_ENDPOINT as string);
    await client.send(
      new PutCommand({
        TableName: context.api.env.values[RECORD_TABLES.contact.envVar],
        Item: {
          [TABLE_KEYS.partitionKey]: id,
          [TABLE_KEYS.listIndex.partitionKey]: LIST_PARTITION,
          createdAt: '2026-07-02T18:30:00.000Z',
          name: `${BAD_NAME}\u2028Bcc: x@example.com\u0085\u202e`,
          email: 'bad@example.com',
          phone: null,
          subject: null,
          message: `Line one\u0000\r\nLine two ${LONE_SURROGATE}\u200b end`,
        },
      }),
    );
    client.destroy();

    // Each answer is kept, so a failure shows the whole sequence (it was 200, 502, 502, 200).
    const statuses = [(await notify('shipping', await submitShipping('Before Bad'))).status];
    statuses.push((await notify('contact', id)).status);
    statuses.push((await notify('shipping', await submitShipping('After Bad'))).status);
    statuses.push((await notify('shipping', await submitShipping('After Bad Again'))).status);
    expect(statuses).toEqual([200, 200, 200, 200]);

    const mail = await mailFor(id);
    // Not ASCII, so encoded words (see encoded-words.ts): read as a mail client reads them.
    expect(await subjectAsShown(mail.subject)).toBe(
      'New contact message from Bad \uFFFD Farmer Bcc: x@example.com',
    );
    expect(mail.body.text).toContain('Line one\nLine two \uFFFD end');
    expect(isWellFormed(mail.subject) && isWellFormed(mail.body.text ?? '')).toBe(true);
  });

  it('one SES client sends the next e-mail after one with ill-formed text', async () => {
    // Straight to an SES v2 client, past the sender's cleaning. The notify route's old SES v1
    // client kept half of such a body for the next send (200, 502, 502, 200) and had to be
    // replaced after every failure; v2 builds each JSON body whole, so one client serves all.
    const client = new SESv2Client({
      endpoint: context.api.env.base.SES_ENDPOINT,
      region: LOCAL_REGION,
      credentials: LOCAL_CREDENTIALS,
    });
    const { MAIL_FROM, NOTIFY_TO } = context.api.env.values;
    const outcomes: string[] = [];
    for (const subject of ['SES good 1', `SES bad ${LONE_SURROGATE}`, 'SES good 2', 'SES good 3']) {
      const command = new SendEmailCommand({
        FromEmailAddress: MAIL_FROM,
        Destination: { ToAddresses: [NOTIFY_TO as string] },
        Content: { Simple: { Subject: { Data: subject }, Body: { Text: { Data: subject } } } },
      });
      outcomes.push(
        await client.send(command).then(
          () => 'sent',
          (error: Error) => error.name,
        ),
      );
    }
    client.destroy();
    // Whatever became of the ill-formed one, the next ones went.
    expect([outcomes[0], outcomes[2], outcomes[3]]).toEqual(['sent', 'sent', 'sent']);
    const subjects = (await sentEmails(context.api.env)).map((m) => m.subject);
    expect(subjects).toEqual(expect.arrayContaining(['SES good 1', 'SES good 2', 'SES good 3']));
  });
});
