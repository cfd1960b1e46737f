/**
 * `npm run deploy -- <stage> --check`: the go-live checklist, run against a deployed stage
 * before its domain points at the site (docs/operations/go-live.md). Each check is a small
 * function over the AWS clients it is given, so its pass and fail are tested with fakes.
 */
import type { Stack } from '@aws-sdk/client-cloudformation';
import {
  ListUsersCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  GetAccountCommand,
  GetEmailIdentityCommand,
  type SESv2Client,
} from '@aws-sdk/client-sesv2';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { IDEMPOTENCY_HEADER } from '@lab/shared/api/idempotency';
import { apiRoute } from '@lab/shared/api/routes';
import type { DeliveryState, MailMessage } from '@lab/shared/constants/mail';
import { DELIVERY_ATTRIBUTES, RECORD_TABLES } from '@lab/shared/data/tables';
import { createdResponseSchema } from '@lab/shared/schemas/api-error';
import type { AppConfig } from '../config';
import { stageNames } from '../stack-names';
import { stackOutput, userPoolIdOf } from './deployed-state';
import { DISTRIBUTION_DOMAIN_OUTPUT } from './plan';

/** One line of the checklist. */
export interface CheckResult {
  readonly name: string;
  readonly ok: boolean;
  /** What the check found. */
  readonly found: string;
  /** What to do about it; set when the check failed. */
  readonly todo?: string;
}

type Ses = Pick<SESv2Client, 'send'>;
type Cognito = Pick<CognitoIdentityProviderClient, 'send'>;
type Documents = Pick<DynamoDBDocumentClient, 'send'>;

const GO_LIVE_DOC = 'docs/operations/go-live.md';

/** Every SES identity the stage sends through is verified for sending. */
export async function checkSesIdentities(
  ses: Ses,
  identities: readonly string[],
): Promise<CheckResult> {
  const name = 'SES identities verified';
  if (identities.length === 0) {
    return {
      name,
      ok: false,
      found: 'the app stack has no SES identity',
      todo: 'Deploy the stage first.',
    };
  }
  const states = await Promise.all(
    identities.map(async (identity) => {
      try {
        const answer = await ses.send(new GetEmailIdentityCommand({ EmailIdentity: identity }));
        const dkim = answer.DkimAttributes?.Status;
        return answer.VerifiedForSendingStatus
          ? { identity, ok: true, state: 'verified' }
          : { identity, ok: false, state: `not verified${dkim ? ` (DKIM ${dkim})` : ''}` };
      } catch (error) {
        if ((error as Error).name !== 'NotFoundException') throw error;
        return { identity, ok: false, state: 'missing in SES' };
      }
    }),
  );
  const waiting = states.filter((state) => !state.ok);
  return {
    name,
    ok: waiting.length === 0,
    found: states.map((state) => `${state.identity} ${state.state}`).join(', '),
    ...(waiting.length > 0 && {
      todo:
        `${waiting.map((state) => state.identity).join(' and ')}: a domain verifies once its three DKIM CNAME ` +
        `records are in its DNS (the app stack's outputs MailDkimRecord1 to 3); an address once the link in ` +
        `the e-mail AWS sent it is followed. ${GO_LIVE_DOC}, step 2.`,
    }),
  };
}

/** The account may send, and is out of the SES sandbox, so receipts reach the public. */
export async function checkSesAccount(ses: Ses): Promise<CheckResult> {
  const name = 'SES production access';
  const account = await ses.send(new GetAccountCommand({}));
  const review = account.Details?.ReviewDetails?.Status;
  if (!account.SendingEnabled) {
    return {
      name,
      ok: false,
      found: 'sending is paused for this account and region',
      todo: 'Find out why in the SES console (Reputation metrics, or a message from AWS) and resume sending.',
    };
  }
  if (!account.ProductionAccessEnabled) {
    return {
      name,
      ok: false,
      found: `in the SES sandbox${review ? ` (production access request: ${review})` : ''}: receipts to requesters are refused`,
      todo:
        review === 'PENDING'
          ? 'Wait for AWS to answer the production access request (by e-mail, usually within a day).'
          : `Request production access with the text in ${GO_LIVE_DOC} ("SES production access").`,
    };
  }
  return { name, ok: true, found: 'out of the sandbox, sending enabled' };
}

/** A staff account exists in the stage's user pool and has signed up (its password is set). */
export async function checkAdmin(
  cognito: Cognito,
  userPoolId: string,
  stage: string,
): Promise<CheckResult> {
  const name = 'An admin exists';
  const users: { enabled: boolean; status?: string }[] = [];
  let token: string | undefined;
  do {
    const page = await cognito.send(
      new ListUsersCommand({ UserPoolId: userPoolId, PaginationToken: token }),
    );
    for (const user of page.Users ?? []) {
      users.push({ enabled: user.Enabled ?? false, status: user.UserStatus });
    }
    token = page.PaginationToken;
  } while (token);
  const ready = users.filter((user) => user.enabled && user.status === 'CONFIRMED');
  return ready.length > 0
    ? { name, ok: true, found: `${ready.length} enabled account(s) with a password set` }
    : {
        name,
        ok: false,
        found:
          users.length === 0
            ? `no account in ${userPoolId}`
            : `${users.length} account(s), none enabled with a password set`,
        todo: `npm run admin:create -- ${stage} <username> <e-mail>, then sign in at /admin to set up its authenticator. ${GO_LIVE_DOC}, step 4.`,
      };
}

/** SES's mailbox simulator: it accepts and reports as a real inbox would, and it sends nothing. */
export const MAILBOX_SIMULATOR = 'simulator.amazonses.com';

/**
 * The two test submissions: the requester's receipt to the simulator's success address must
 * be reported delivered, to its bounce address bounced; both alerts, to `notifyTo`, delivered.
 */
export const MAIL_PROBES = [
  { mailbox: 'success', receipt: 'delivered' },
  { mailbox: 'bounce', receipt: 'bounced' },
] as const satisfies readonly { mailbox: string; receipt: DeliveryState }[];

/** States a message does not leave on its own (a `sent` one is still waiting for SES's report). */
const FINAL_STATES: readonly DeliveryState[] = [
  'delivered',
  'bounced',
  'complained',
  'skipped',
  'failed',
];

/** The AWS clients and the clock the checks use: the real ones, or a test's fakes. */
export interface GoLiveClients {
  readonly ses: Ses;
  readonly cognito: Cognito;
  readonly documents: Documents;
  readonly fetch: typeof fetch;
  readonly sleep: (ms: number) => Promise<void>;
  readonly now: () => number;
}

export interface MailRoundTripDeps extends Pick<
  GoLiveClients,
  'documents' | 'fetch' | 'sleep' | 'now'
> {
  /** The site's origin that reaches the API before DNS points at it: `https://<distribution>`. */
  readonly origin: string;
  /** The contact table, where the test records and their deliveries are. */
  readonly table: string;
  /** Sets the test addresses apart from earlier runs' (the simulator ignores a `+label`). */
  readonly label: string;
  /** @default 300_000: the worker sends within seconds, SES reports within a minute or two */
  readonly timeoutMs?: number;
  /** @default 10_000 */
  readonly pollMs?: number;
}

type Deliveries = Record<MailMessage, DeliveryState | undefined>;

/**
 * Sends the two test submissions through the deployed API, then reads their records until
 * every alert and receipt reached a final state or the time ran out. A pass proves the whole
 * mail path: the stream, the worker, SES with the configuration set, and SES's events back
 * through the KMS-encrypted topic (whose key policy must let SES publish) to the delivery
 * feedback.
 */
export async function checkMailRoundTrip(deps: MailRoundTripDeps): Promise<CheckResult> {
  const name = 'Test submissions delivered and bounced';
  const { timeoutMs = 300_000, pollMs = 10_000 } = deps;
  const probes = [];
  for (const probe of MAIL_PROBES) {
    const email = `${probe.mailbox}+golive-${deps.label}@${MAILBOX_SIMULATOR}`;
    const response = await deps.fetch(`${deps.origin}${apiRoute('create-contact').path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [IDEMPOTENCY_HEADER]: `golive-${deps.label}-${probe.mailbox}`,
      },
      body: JSON.stringify({
        name: 'Go-live check',
        email,
        message: 'A test submission from npm run deploy -- <stage> --check. Erase it.',
      }),
    });
    const created = createdResponseSchema.safeParse(await response.json().catch(() => null));
    if (response.status !== 201 || !created.success) {
      return {
        name,
        ok: false,
        found: `POST ${apiRoute('create-contact').path} to ${deps.origin} answered ${response.status}`,
        todo: "The API does not take submissions: see the app stack's alarms and the create-contact function's log.",
      };
    }
    probes.push({ ...probe, email, id: created.data.id });
  }

  const deadline = deps.now() + timeoutMs;
  let states: Deliveries[] = [];
  for (;;) {
    states = await Promise.all(probes.map(({ id }) => readDeliveries(deps, id)));
    const settled = states.every(
      (s) => FINAL_STATES.includes(s.alert!) && FINAL_STATES.includes(s.receipt!),
    );
    if (settled || deps.now() >= deadline) break;
    await deps.sleep(pollMs);
  }

  const found = probes
    .map(
      (probe, i) =>
        `${probe.email}: alert ${states[i]?.alert ?? 'pending'}, receipt ${states[i]?.receipt ?? 'pending'}`,
    )
    .join('; ');
  const wrong = probes.flatMap((probe, i) => {
    const { alert, receipt } = states[i] ?? { alert: undefined, receipt: undefined };
    return [
      ...(alert === 'delivered' ? [] : [alert]),
      ...(receipt === probe.receipt ? [] : [receipt]),
    ];
  });
  if (wrong.length === 0) return { name, ok: true, found };
  return { name, ok: false, found, todo: roundTripAdvice(wrong) };
}

async function readDeliveries(deps: MailRoundTripDeps, id: string): Promise<Deliveries> {
  const { Item } = await deps.documents.send(
    new GetCommand({ TableName: deps.table, Key: { id }, ConsistentRead: true }),
  );
  const state = (message: MailMessage) =>
    (Item?.[DELIVERY_ATTRIBUTES[message]] as { state?: DeliveryState } | undefined)?.state;
  return { alert: state('alert'), receipt: state('receipt') };
}

/** What the states that fell short say about where the mail path breaks. */
function roundTripAdvice(wrong: readonly (DeliveryState | undefined)[]): string {
  const advice = new Set<string>();
  for (const state of wrong) {
    if (state === undefined || state === 'sending') {
      advice.add(
        'The mail worker did not send: see the MailStreamFailures bucket and the send-mail alarms (docs/operations/alarms.md).',
      );
    } else if (state === 'sent' || state === 'follow-up') {
      advice.add(
        "SES sent, but its delivery events never reached the records: check that the events topic's KMS key policy lets ses.amazonaws.com use the key, and the mail-feedback function's log and dead-letter queue.",
      );
    } else if (state === 'failed') {
      advice.add('SES refused a send: the sender identity must be verified (check 1).');
    } else {
      advice.add(
        `A message ended ${state}: an alert that bounced or was marked as spam means notifyTo refuses the laboratory's own mail; fix that mailbox first.`,
      );
    }
  }
  return `${[...advice].join(' ')} Then run the check again; erase the test records (Go-live check) from the dashboard.`;
}

/** What the checks read off the deployed stacks. */
export interface GoLiveTargets {
  readonly userPoolId: string;
  /** The SES identities the app stack created. */
  readonly identities: string[];
  readonly contactTable: string;
  readonly origin: string;
}

/** A stack resource as `stackResources` lists it. */
export interface StackResource {
  readonly type: string;
  readonly logicalId: string;
  readonly physicalId?: string;
}

/**
 * Where the checks look, from the deployed data and app stacks and their resources.
 * @throws naming what is missing, when the stage is not deployed whole
 */
export function goLiveTargets(
  stage: string,
  config: AppConfig,
  stacks: {
    data?: Stack;
    app?: Stack;
    dataResources: readonly StackResource[];
    appResources: readonly StackResource[];
  },
): GoLiveTargets {
  const names = stageNames({ stage, legacyStackNames: config.legacyStackNames }).stacks;
  const userPoolId = userPoolIdOf(stage, config.region, stacks.data, names.data);
  const distribution = stackOutput(stacks.app, DISTRIBUTION_DOMAIN_OUTPUT);
  if (!distribution) {
    throw new Error(
      `No ${names.app} stack with a ${DISTRIBUTION_DOMAIN_OUTPUT} output in ${config.region}: deploy stage ${stage} first.`,
    );
  }
  // The data construct names each record table's construct by its title.
  const contactTable = stacks.dataResources.find(
    (resource) =>
      resource.type === 'AWS::DynamoDB::GlobalTable' &&
      resource.logicalId.startsWith(`Data${RECORD_TABLES.contact.title}`),
  )?.physicalId;
  if (!contactTable) throw new Error(`${names.data} has no contact table.`);
  const identities = stacks.appResources
    .filter((resource) => resource.type === 'AWS::SES::EmailIdentity' && resource.physicalId)
    .map((resource) => resource.physicalId as string);
  return { userPoolId, identities, contactTable, origin: `https://${distribution}` };
}

/**
 * Every check, in the order they depend on each other. The test submissions need a verified
 * sender, so they run only once the identities are; the simulator answers in the sandbox too.
 */
export async function runGoLiveChecks(
  stage: string,
  targets: GoLiveTargets,
  clients: GoLiveClients,
  options: Pick<MailRoundTripDeps, 'timeoutMs' | 'pollMs'> = {},
): Promise<CheckResult[]> {
  const identities = await checkSesIdentities(clients.ses, targets.identities);
  const account = await checkSesAccount(clients.ses);
  const admin = await checkAdmin(clients.cognito, targets.userPoolId, stage);
  const roundTrip: CheckResult = identities.ok
    ? await checkMailRoundTrip({
        ...clients,
        ...options,
        origin: targets.origin,
        table: targets.contactTable,
        label: clients.now().toString(36),
      })
    : {
        name: 'Test submissions delivered and bounced',
        ok: false,
        found: 'not run: SES cannot send until its identities are verified',
        todo: 'Verify the SES identities, then run the check again.',
      };
  return [identities, account, admin, roundTrip];
}

/**
 * The checklist as printed: ✓ or ✗ per check with what it found, what to do under each
 * failure, and the next step.
 */
export function formatChecks(stage: string, config: AppConfig, results: readonly CheckResult[]) {
  const lines = results.flatMap((result) => [
    `${result.ok ? '✓' : '✗'} ${result.name}: ${result.found}`,
    ...(result.ok || !result.todo ? [] : [`    → ${result.todo}`]),
  ]);
  const passed = results.every((result) => result.ok);
  let next: string;
  if (!passed) {
    next = 'Not ready: keep the domain off the site until every check passes.';
  } else if (!config.domainName) {
    next = 'Ready: the site is on its CloudFront name; tell people its address.';
  } else if (config.hostedZoneId) {
    next = config.live
      ? 'Ready, and live: the alias records point the domain at the site.'
      : `Ready: set "live": true in infra/stages/${stage}.json, commit it and run npm run deploy -- ${stage}; that creates the alias records.`;
  } else {
    next = `Ready: create the CNAME record from ${config.domainName} to the distribution (${GO_LIVE_DOC}, step 5).`;
  }
  return [...lines, '', next].join('\n');
}
