/**
 * `npm run bench:mail`: BURST.submissions submissions of the three public forms over
 * CONNECTIONS concurrent clients on a private local stack, without and with the automatic e-mail (the mail worker on the
 * record streams and SES's events into the feedback handler, as `npm start` runs them), in
 * alternating rounds, each on a fresh stack. Every round times each submission's 201 from
 * the client; a round with e-mail then waits for every message to settle and counts them:
 * exactly one alert per record, one receipt per address (the burst's addresses repeat, so
 * the rest are skipped for the hourly limit), nothing twice. Prints the figures and writes
 * bench/results/mail.md and mail.json; exits 1 when a count is wrong.
 *
 * On this machine the worker, DynamoDB Local, the mail viewer and the API share two cores,
 * which Lambda does not: the round with e-mail carries that cost too.
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { apiPath } from '@lab/shared/api/routes';
import { DELIVERY_HEADER, SETTLED_STATES, type DeliveryState } from '@lab/shared/constants/mail';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { DELIVERY_ATTRIBUTES, RECORD_TABLES, TABLE_KEYS } from '@lab/shared/data/tables';
import { createdResponseSchema } from '@lab/shared/schemas/api-error';
import { startLocalMail } from '../src/local/mail';
import type { LocalStack } from '../src/local/stack';
import { FORM_BODIES, type FormRoute } from './load';
import { percentile } from './measure';
import {
  fmt,
  int,
  localDocumentClient,
  log,
  runBenchmark,
  withBenchStack,
  writeResults,
} from './support';

const BURST = { submissions: 1_000, addresses: 800 };
/**
 * Concurrent clients. The local server is one process for every function, on one DynamoDB
 * Local that runs transactions one at a time: at 100 clients its transactions queue past
 * the SDK's 2 s request timeout and some submissions answer 500 (Lambda runs one request
 * per instance on a DynamoDB that scales; in AWS the form routes' throttle, burst 10,
 * answers 429 long before). 25 keeps every submission inside the limits.
 */
const CONNECTIONS = 25;
/** Untimed submissions before the burst: connections, both JITs, DynamoDB Local's tables. */
const WARMUP = 100;
const ROUNDS = Number(process.env.MAIL_BENCH_ROUNDS ?? 3);
/** Set in a round's own process: which round it runs. */
const ROUND_ENV = 'LAB_MAIL_BENCH_ROUND';
const require = createRequire(import.meta.url);
/** How long a round with e-mail may take to settle every message. */
const SETTLE_MS = 10 * 60_000;

const ROUTE: Record<RecordKind, FormRoute> = {
  contact: 'create-contact',
  resource: 'create-resource-request',
  shipping: 'create-shipping-request',
};

/** One public form's body from `email`, with a name of its own. */
function bodyOf(kind: RecordKind, email: string, name: string): Record<string, unknown> {
  const body: Record<string, unknown> = { ...FORM_BODIES[ROUTE[kind]] };
  if (kind === 'shipping') return { ...body, shipperEmail: email, shipperName: name };
  return { ...body, email, name };
}

interface Submitted {
  kind: RecordKind;
  id: string;
  email: string;
  ms: number;
}

async function submit(base: string, kind: RecordKind, email: string, name: string) {
  const start = performance.now();
  const response = await fetch(base + apiPath(ROUTE[kind]), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bodyOf(kind, email, name)),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  const ms = performance.now() - start;
  if (response.status !== 201) throw new Error(`${kind} answered ${response.status}: ${text}`);
  const { id } = createdResponseSchema.parse(JSON.parse(text));
  return { kind, id, email, ms } satisfies Submitted;
}

/**
 * The burst: all BURST.submissions handed to CONNECTIONS clients at once, the i-th from
 * address i mod BURST.addresses; each submission's latency is its own request's.
 */
async function burst(base: string, round: string): Promise<Submitted[]> {
  const queue = Array.from({ length: BURST.submissions }, (_, i) => i);
  const sent: Submitted[] = [];
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        sent.push(
          await submit(
            base,
            RECORD_KINDS[i % RECORD_KINDS.length] as RecordKind,
            `bench-${round}-${i % BURST.addresses}@example.com`,
            `Bench ${round} ${i}`,
          ),
        );
      }
    }),
  );
  return sent;
}

type Tally = Record<string, number>;
const add = (tally: Tally, key: string) => {
  tally[key] = (tally[key] ?? 0) + 1;
};

/** The delivery states on the burst's records, as `<message> <state>[ <reason>]` counts. */
async function deliveryStates(stack: LocalStack, ids: Set<string>): Promise<Tally> {
  const client = localDocumentClient(stack.base.DYNAMODB_ENDPOINT ?? '');
  const tally: Tally = {};
  try {
    for (const kind of RECORD_KINDS) {
      let ExclusiveStartKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new ScanCommand({
            TableName: stack.values[RECORD_TABLES[kind].envVar],
            ConsistentRead: true,
            ExclusiveStartKey,
          }),
        );
        for (const item of page.Items ?? []) {
          if (!ids.has(String(item[TABLE_KEYS.partitionKey]))) continue;
          for (const [message, attribute] of Object.entries(DELIVERY_ATTRIBUTES)) {
            const delivery = item[attribute] as { state: string; reason?: string } | undefined;
            add(tally, [message, delivery?.state ?? 'pending', delivery?.reason].join(' ').trim());
          }
        }
        ExclusiveStartKey = page.LastEvaluatedKey;
      } while (ExclusiveStartKey);
    }
  } finally {
    client.destroy();
  }
  return tally;
}

const unsettled = (tally: Tally) =>
  Object.entries(tally)
    .filter(([key]) => !SETTLED_STATES.includes(key.split(' ')[1] as DeliveryState))
    .reduce((sum, [, count]) => sum + count, 0);

/** The messages the local SES took, by delivery header. */
async function viewerDeliveries(stack: LocalStack): Promise<string[]> {
  const response = await fetch(`${stack.mailViewerUrl}/store`);
  const { emails } = (await response.json()) as {
    emails: { headers?: { name: string; value: string }[] }[];
  };
  return emails.flatMap(
    (email) => email.headers?.filter((h) => h.name === DELIVERY_HEADER).map((h) => h.value) ?? [],
  );
}

interface MailCheck {
  settleSeconds: number;
  states: Tally;
  alerts: number;
  receipts: number;
  /** Records with other than one alert; addresses with other than one receipt. */
  wrongAlerts: number;
  wrongReceipts: number;
  ok: boolean;
}

/** Waits for every message of the burst to settle, then counts what the viewer holds. */
async function checkMail(stack: LocalStack, sent: Submitted[]): Promise<MailCheck> {
  const ids = new Set(sent.map((s) => s.id));
  const start = performance.now();
  let states = await deliveryStates(stack, ids);
  while (unsettled(states) > 0 && performance.now() - start < SETTLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    states = await deliveryStates(stack, ids);
  }
  const settleSeconds = (performance.now() - start) / 1000;
  const byId = new Map(sent.map((s) => [s.id, s]));
  const alertsPerId: Tally = {};
  const receiptsPerAddress: Tally = {};
  for (const key of await viewerDeliveries(stack)) {
    const [, id, message] = key.split('/');
    const submitted = id ? byId.get(id) : undefined;
    if (!submitted) continue;
    if (message === 'alert') add(alertsPerId, id as string);
    else add(receiptsPerAddress, submitted.email);
  }
  const addresses = new Set(sent.map((s) => s.email));
  const wrongAlerts = sent.filter((s) => alertsPerId[s.id] !== 1).length;
  const wrongReceipts = [...addresses].filter((a) => receiptsPerAddress[a] !== 1).length;
  const alerts = Object.values(alertsPerId).reduce((a, b) => a + b, 0);
  const receipts = Object.values(receiptsPerAddress).reduce((a, b) => a + b, 0);
  return {
    settleSeconds,
    states,
    alerts,
    receipts,
    wrongAlerts,
    wrongReceipts,
    ok:
      unsettled(states) === 0 &&
      alerts === sent.length &&
      receipts === addresses.size &&
      wrongAlerts === 0 &&
      wrongReceipts === 0,
  };
}

interface Round {
  round: number;
  email: boolean;
  latencyMs: { p50: number; p99: number; max: number };
  burstSeconds: number;
  mail?: MailCheck;
}

/** One round in this process, on a stack of its own. */
async function runRound(round: number, email: boolean): Promise<Round> {
  let result: Round | undefined;
  await withBenchStack(
    { name: `mail-${round}`, deadlineMs: 20 * 60_000, dynamodbOnDisk: false },
    async ({ stack, base }) => {
      const mail = email
        ? await startLocalMail(stack, { siteUrl: base, dataDir: null, log: () => undefined })
        : undefined;
      try {
        const tag = `r${round}${email ? 'm' : 'n'}`;
        for (let i = 0; i < WARMUP; i += 10) {
          await Promise.all(
            RECORD_KINDS.map((kind, k) =>
              submit(base, kind, `warm-${tag}-${i + k}@example.com`, `Warm ${i + k}`),
            ),
          );
        }
        const start = performance.now();
        const sent = await burst(base, tag);
        const burstSeconds = (performance.now() - start) / 1000;
        const sorted = sent.map((s) => s.ms).sort((a, b) => a - b);
        result = {
          round,
          email,
          latencyMs: {
            p50: percentile(sorted, 50),
            p99: percentile(sorted, 99),
            max: sorted.at(-1) ?? NaN,
          },
          burstSeconds,
          ...(email && { mail: await checkMail(stack, sent) }),
        };
        log(describe(result));
      } finally {
        await mail?.stop();
      }
      return 0;
    },
  );
  if (!result) throw new Error(`Round ${round} gave no result`);
  return result;
}

/**
 * One round in a process of its own: the handlers' modules read the stack's settings (the
 * origin secret, the endpoints) when they load, so a second stack in one process would
 * meet the first stack's handlers.
 */
function roundProcess(round: number, email: boolean): Promise<Round> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, [ROUND_ENV]: JSON.stringify({ round, email }) },
      execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
    });
    let result: Round | undefined;
    child.on('message', (message) => (result = message as Round));
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`Round ${round} ended (${code}) with no result`)),
    );
  });
}

function describe({ round, email, latencyMs, burstSeconds, mail }: Round): string {
  const head =
    `Round ${round} ${email ? 'with e-mail   ' : 'without e-mail'}: ` +
    `p50 ${fmt(latencyMs.p50, 0)} ms, p99 ${fmt(latencyMs.p99, 0)} ms, ` +
    `max ${fmt(latencyMs.max, 0)} ms, burst ${fmt(burstSeconds)} s`;
  if (!mail) return head;
  return (
    `${head}; ${int(mail.alerts)} alerts, ${int(mail.receipts)} receipts, ` +
    `settled in ${fmt(mail.settleSeconds)} s${mail.ok ? '' : ' — COUNTS WRONG'}`
  );
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function oneRound(): Promise<number> {
  const { round, email } = JSON.parse(process.env[ROUND_ENV] ?? '') as {
    round: number;
    email: boolean;
  };
  const result = await runRound(round, email);
  await new Promise<void>((resolve) => process.send?.(result, () => resolve()));
  return 0;
}

runBenchmark(async () => {
  if (process.env[ROUND_ENV]) return oneRound();
  const rounds: Round[] = [];
  // Alternating, so neither condition always runs on a cooler or warmer machine.
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 === 1 ? [false, true] : [true, false];
    for (const email of order) rounds.push(await roundProcess(round, email));
  }
  const of = (email: boolean) => rounds.filter((r) => r.email === email);
  const summary = (email: boolean) => ({
    p50: median(of(email).map((r) => r.latencyMs.p50)),
    p99: median(of(email).map((r) => r.latencyMs.p99)),
  });
  const without = summary(false);
  const withMail = summary(true);
  const ok = of(true).every((r) => r.mail?.ok);
  const row = (r: Round) =>
    `| ${r.round} | ${r.email ? 'with' : 'without'} | ${fmt(r.latencyMs.p50, 0)} | ` +
    `${fmt(r.latencyMs.p99, 0)} | ${fmt(r.latencyMs.max, 0)} | ${fmt(r.burstSeconds)} | ` +
    (r.mail
      ? `${int(r.mail.alerts)} | ${int(r.mail.receipts)} | ${fmt(r.mail.settleSeconds)} | ` +
        `${Object.entries(r.mail.states)
          .map(([state, count]) => `${state}: ${int(count)}`)
          .join(', ')} |`
      : '– | – | – | – |');
  const markdown = [
    '# Automatic e-mail under load',
    '',
    `${int(BURST.submissions)} submissions over ${CONNECTIONS} concurrent clients (the three forms in turn, from ` +
      `${int(BURST.addresses)} addresses, so ${int(BURST.submissions - BURST.addresses)} repeat ` +
      `one within the hour), after ${WARMUP} untimed ones, on a fresh private local stack per ` +
      `round. Latency is each submission's 201 as the client saw it. With e-mail, the mail ` +
      `worker and the feedback handler run as on \`npm start\`, on the same two cores as the ` +
      `API and DynamoDB Local; the counts are read once every message settled.`,
    '',
    `Median over ${ROUNDS} rounds: without e-mail p50 ${fmt(without.p50, 0)} ms, p99 ` +
      `${fmt(without.p99, 0)} ms; with e-mail p50 ${fmt(withMail.p50, 0)} ms, p99 ` +
      `${fmt(withMail.p99, 0)} ms. Counts ${ok ? 'exact in every round' : 'WRONG'}: one alert ` +
      `per record, one receipt per address.`,
    '',
    '| Round | E-mail | p50 ms | p99 ms | max ms | Burst s | Alerts | Receipts | Settled s | States |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rounds.map(row),
    '',
  ].join('\n');
  log(markdown);
  await writeResults('mail', markdown, {
    burst: BURST,
    warmup: WARMUP,
    medians: { without, with: withMail },
    countsExact: ok,
    rounds,
  });
  return ok ? 0 : 1;
});
