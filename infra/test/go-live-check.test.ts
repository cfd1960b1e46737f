import type { Stack } from '@aws-sdk/client-cloudformation';
import { ListUsersCommand, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import {
  GetAccountCommand,
  GetEmailIdentityCommand,
  type GetAccountResponse,
  type GetEmailIdentityResponse,
} from '@aws-sdk/client-sesv2';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { DeliveryState } from '@lab/shared/constants/mail';
import { parseStageFile } from '../src/config';
import {
  checkAdmin,
  checkMailRoundTrip,
  checkSesAccount,
  checkSesIdentities,
  formatChecks,
  goLiveTargets,
  runGoLiveChecks,
  type GoLiveClients,
  type MailRoundTripDeps,
} from '../src/deploy/go-live-check';

/** A client whose `send` answers each command class with the function given for it. */
function fakeClient<T>(answers: [new (...args: never[]) => unknown, (input: never) => unknown][]) {
  return {
    send: async (command: { input: unknown }) => {
      const answer = answers.find(([type]) => command instanceof type)?.[1];
      if (!answer) throw new Error(`unexpected ${command.constructor.name}`);
      return answer(command.input as never);
    },
  } as unknown as T;
}

const notFound = () => Object.assign(new Error('not found'), { name: 'NotFoundException' });

function ses(
  identities: Record<string, GetEmailIdentityResponse | undefined>,
  account: GetAccountResponse = { SendingEnabled: true, ProductionAccessEnabled: true },
) {
  return fakeClient<GoLiveClients['ses']>([
    [
      GetEmailIdentityCommand,
      ({ EmailIdentity }: { EmailIdentity: string }) => {
        const found = identities[EmailIdentity];
        if (!found) throw notFound();
        return found;
      },
    ],
    [GetAccountCommand, () => account],
  ]);
}

const cognito = (pages: UserType[][]) =>
  fakeClient<GoLiveClients['cognito']>([
    [
      ListUsersCommand,
      ({ PaginationToken }: { PaginationToken?: string }) => {
        const index = Number(PaginationToken ?? 0);
        return {
          Users: pages[index],
          PaginationToken: index + 1 < pages.length ? String(index + 1) : undefined,
        };
      },
    ],
  ]);

describe('go-live check: SES identities', () => {
  it('passes when every identity is verified for sending', async () => {
    const result = await checkSesIdentities(
      ses({ 'example-lab.ca': { VerifiedForSendingStatus: true } }),
      ['example-lab.ca'],
    );
    expect(result).toMatchObject({ ok: true, found: 'example-lab.ca verified' });
  });

  it('fails naming the identities that wait, with what to do', async () => {
    const result = await checkSesIdentities(
      ses({
        'example-lab.ca': {
          VerifiedForSendingStatus: false,
          DkimAttributes: { Status: 'PENDING' },
        },
      }),
      ['example-lab.ca', 'lab@gmail.example'],
    );
    expect(result.ok).toBe(false);
    expect(result.found).toBe(
      'example-lab.ca not verified (DKIM PENDING), lab@gmail.example missing in SES',
    );
    expect(result.todo).toMatch(/DKIM CNAME records.*MailDkimRecord1/);
  });
});

describe('go-live check: SES production access', () => {
  it('passes out of the sandbox', async () => {
    expect((await checkSesAccount(ses({}))).ok).toBe(true);
  });

  it('fails in the sandbox, pointing at the request text, or at the pending answer', async () => {
    const sandbox = await checkSesAccount(
      ses({}, { SendingEnabled: true, ProductionAccessEnabled: false }),
    );
    expect(sandbox).toMatchObject({ ok: false, found: expect.stringMatching(/sandbox/) });
    expect(sandbox.todo).toMatch(/go-live\.md/);
    const pending = await checkSesAccount(
      ses(
        {},
        {
          SendingEnabled: true,
          ProductionAccessEnabled: false,
          Details: { ReviewDetails: { Status: 'PENDING' } },
        },
      ),
    );
    expect(pending.todo).toMatch(/Wait for AWS/);
  });

  it('fails when sending is paused', async () => {
    const paused = await checkSesAccount(
      ses({}, { SendingEnabled: false, ProductionAccessEnabled: true }),
    );
    expect(paused).toMatchObject({ ok: false, found: expect.stringMatching(/paused/) });
  });
});

describe('go-live check: an admin exists', () => {
  it('passes with an enabled account whose password is set, on any page', async () => {
    const result = await checkAdmin(
      cognito([
        [{ Enabled: true, UserStatus: 'FORCE_CHANGE_PASSWORD' }],
        [{ Enabled: true, UserStatus: 'CONFIRMED' }],
      ]),
      'ca-central-1_x',
      'production',
    );
    expect(result.ok).toBe(true);
  });

  it('fails with no account or only disabled ones, giving the command', async () => {
    const none = await checkAdmin(cognito([[]]), 'ca-central-1_x', 'production');
    expect(none).toMatchObject({ ok: false, found: 'no account in ca-central-1_x' });
    expect(none.todo).toContain('npm run admin:create -- production');
    const disabled = await checkAdmin(
      cognito([[{ Enabled: false, UserStatus: 'CONFIRMED' }]]),
      'ca-central-1_x',
      'production',
    );
    expect(disabled.ok).toBe(false);
  });
});

/**
 * A deployed stage in miniature: the API stores each submission, and each poll moves its
 * messages one step along the states given for its mailbox.
 */
function stage(paths: Record<string, { alert: DeliveryState[]; receipt: DeliveryState[] }>) {
  const records = new Map<string, { mailbox: string; polls: number }>();
  const posted: { url: string; body: { email: string }; key: string | null }[] = [];
  let clock = 0;
  const deps: MailRoundTripDeps = {
    origin: 'https://d111.cloudfront.net',
    table: 'contacts',
    label: 'run1',
    pollMs: 10_000,
    timeoutMs: 60_000,
    now: () => clock,
    sleep: async (ms) => {
      clock += ms;
    },
    fetch: (async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { email: string };
      posted.push({ url, body, key: new Headers(init.headers).get('Idempotency-Key') });
      const id = `id-${posted.length}`;
      records.set(id, { mailbox: body.email.split('+')[0]!, polls: 0 });
      return new Response(JSON.stringify({ ok: true, id, reference: 'PAL-0000-00' }), {
        status: 201,
      });
    }) as typeof fetch,
    documents: fakeClient<MailRoundTripDeps['documents']>([
      [
        GetCommand,
        ({ Key }: { Key: { id: string } }) => {
          const record = records.get(Key.id)!;
          const path = paths[record.mailbox]!;
          const step = (states: DeliveryState[]) =>
            states[Math.min(record.polls, states.length - 1)];
          const item = {
            id: Key.id,
            alertDelivery: { state: step(path.alert) },
            receiptDelivery: { state: step(path.receipt) },
          };
          record.polls += 1;
          return { Item: item };
        },
      ],
    ]),
  };
  return { deps, posted };
}

describe('go-live check: test submissions to the mailbox simulator', () => {
  it('passes once the success receipt is delivered, the bounce receipt bounced and both alerts delivered', async () => {
    const { deps, posted } = stage({
      success: { alert: ['sending', 'sent', 'delivered'], receipt: ['sent', 'delivered'] },
      bounce: { alert: ['sent', 'delivered'], receipt: ['sent', 'sent', 'bounced'] },
    });
    const result = await checkMailRoundTrip(deps);
    expect(result.ok).toBe(true);
    expect(posted.map((p) => [p.url, p.body.email, p.key])).toEqual([
      [
        'https://d111.cloudfront.net/api/contact',
        'success+golive-run1@simulator.amazonses.com',
        'golive-run1-success',
      ],
      [
        'https://d111.cloudfront.net/api/contact',
        'bounce+golive-run1@simulator.amazonses.com',
        'golive-run1-bounce',
      ],
    ]);
  });

  it('fails when SES reports never come back, pointing at the events topic key policy', async () => {
    const { deps } = stage({
      success: { alert: ['sent'], receipt: ['sent'] },
      bounce: { alert: ['sent'], receipt: ['sent'] },
    });
    const result = await checkMailRoundTrip(deps);
    expect(result.ok).toBe(false);
    expect(result.found).toContain('success+golive-run1@simulator.amazonses.com: alert sent');
    expect(result.todo).toMatch(/KMS key policy/);
  });

  it('fails when the worker never sends, or SES refuses', async () => {
    const idle = await checkMailRoundTrip(
      stage({
        success: { alert: ['sending'], receipt: ['sending'] },
        bounce: { alert: ['sending'], receipt: ['sending'] },
      }).deps,
    );
    expect(idle.todo).toMatch(/MailStreamFailures/);
    const refused = await checkMailRoundTrip(
      stage({
        success: { alert: ['delivered'], receipt: ['failed'] },
        bounce: { alert: ['delivered'], receipt: ['bounced'] },
      }).deps,
    );
    expect(refused).toMatchObject({ ok: false });
    expect(refused.todo).toMatch(/refused/);
  });

  it('fails when a bounce is reported delivered', async () => {
    const result = await checkMailRoundTrip(
      stage({
        success: { alert: ['delivered'], receipt: ['delivered'] },
        bounce: { alert: ['delivered'], receipt: ['delivered'] },
      }).deps,
    );
    expect(result.ok).toBe(false);
  });

  it('fails at once when the API refuses the submission', async () => {
    const { deps } = stage({});
    const result = await checkMailRoundTrip({
      ...deps,
      fetch: (async () => new Response('{"message":"Forbidden"}', { status: 403 })) as typeof fetch,
    });
    expect(result).toMatchObject({ ok: false, found: expect.stringMatching(/answered 403/) });
  });
});

const production = parseStageFile(
  'infra/stages/production.json',
  JSON.stringify({
    domainName: 'www.example-lab.ca',
    hostedZoneId: 'Z0123456789ABC',
    hostedZoneName: 'example-lab.ca',
  }),
);

describe('go-live check: the whole list', () => {
  const targets = {
    userPoolId: 'ca-central-1_x',
    identities: ['example-lab.ca'],
    contactTable: 'contacts',
    origin: 'https://d111.cloudfront.net',
  };

  it('finds its targets in the deployed stacks', () => {
    const stack = (name: string, outputs: Record<string, string>): Stack => ({
      StackName: name,
      StackStatus: 'UPDATE_COMPLETE',
      CreationTime: new Date(0),
      Outputs: Object.entries(outputs).map(([OutputKey, OutputValue]) => ({
        OutputKey,
        OutputValue,
      })),
    });
    expect(
      goLiveTargets('production', production, {
        data: stack('LabData', { UserPoolId: 'ca-central-1_x' }),
        app: stack('LabApp', { DistributionDomainName: 'd111.cloudfront.net' }),
        dataResources: [
          {
            type: 'AWS::DynamoDB::GlobalTable',
            logicalId: 'DataResourceRequestsAB12',
            physicalId: 'res',
          },
          {
            type: 'AWS::DynamoDB::GlobalTable',
            logicalId: 'DataContactSubmissionsCD34',
            physicalId: 'contacts',
          },
        ],
        appResources: [
          {
            type: 'AWS::SES::EmailIdentity',
            logicalId: 'MailSender12',
            physicalId: 'example-lab.ca',
          },
        ],
      }),
    ).toEqual(targets);
  });

  it('does not send test mail before the sender is verified, and lists every check', async () => {
    let posted = 0;
    const clients: GoLiveClients = {
      ses: ses({}, { SendingEnabled: true, ProductionAccessEnabled: false }),
      cognito: cognito([[]]),
      documents: fakeClient([]),
      fetch: (async () => {
        posted += 1;
        return new Response('{}', { status: 500 });
      }) as typeof fetch,
      sleep: async () => undefined,
      now: () => 0,
    };
    const results = await runGoLiveChecks('production', targets, clients);
    expect(posted).toBe(0);
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['SES identities verified', false],
      ['SES production access', false],
      ['An admin exists', false],
      ['Test submissions delivered and bounced', false],
    ]);
    const printed = formatChecks('production', production, results);
    expect(printed.split('\n').filter((line) => line.startsWith('✗'))).toHaveLength(4);
    expect(printed).toContain('    → npm run admin:create -- production');
    expect(printed).toMatch(/Not ready: keep the domain off the site/);
  });

  it('says what to do next once every check passes', () => {
    const passed = [{ name: 'SES production access', ok: true, found: 'out of the sandbox' }];
    expect(formatChecks('production', production, passed)).toBe(
      '✓ SES production access: out of the sandbox\n\n' +
        'Ready: set "live": true in infra/stages/production.json, commit it and run npm run deploy -- production; that creates the alias records.',
    );
  });
});
