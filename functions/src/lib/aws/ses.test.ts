import { SendEmailCommand, type SESClient } from '@aws-sdk/client-ses';
import { describe, expect, it } from 'vitest';
import { isolatedSender } from './ses';

const command = new SendEmailCommand({
  Source: 'a@example.com',
  Destination: { ToAddresses: ['b@example.com'] },
  Message: { Subject: { Data: 'Hi' }, Body: { Text: { Data: 'Hello' } } },
});

/**
 * Clients standing in for SES: each answers from `outcomes` in turn (an Error rejects),
 * and records which client sent.
 */
function clients(outcomes: (Error | string)[]) {
  const usedBy: number[] = [];
  let created = 0;
  const create = () => {
    const id = ++created;
    return {
      send: async () => {
        usedBy.push(id);
        const outcome = outcomes.shift();
        if (outcome instanceof Error) throw outcome;
        return { MessageId: outcome, $metadata: {} };
      },
    } as unknown as SESClient;
  };
  return { create, usedBy };
}

describe('isolatedSender', () => {
  it('reuses one client while sends succeed', async () => {
    const { create, usedBy } = clients(['m1', 'm2', 'm3']);
    const send = isolatedSender(create);
    for (let i = 0; i < 3; i++) await send(command);
    expect(usedBy).toEqual([1, 1, 1]);
  });

  it('sends the next e-mail on a fresh client after a failed send', async () => {
    const { create, usedBy } = clients(['m1', new URIError('URI malformed'), 'm3', 'm4']);
    const send = isolatedSender(create);
    await send(command);
    await expect(send(command)).rejects.toThrow('URI malformed');
    await expect(send(command)).resolves.toMatchObject({ MessageId: 'm3' });
    await send(command);
    expect(usedBy).toEqual([1, 1, 2, 2]);
  });
});
