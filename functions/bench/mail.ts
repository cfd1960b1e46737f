/**
 * `npm run bench:mail`: BURST.submissions submissions of the three public forms over
 * CONNECTIONS concurrent clients on a private local stack, in each of MODES (without the
 * automatic e-mail; with it as `npm start` runs it: the mail worker on the record streams,
 * SES's events into the feedback handler; with the worker polling regardless of the API's
 * lulls), each round in another order, each on a fresh stack. Every round times each
 * submission's 201 from the client; a round with e-mail then waits for every message to
 * settle and counts them: exactly one alert per record, one receipt per address (the
 * burst's addresses repeat, so the rest are skipped for the hourly limit), nothing twice.
 * Prints the figures and writes bench/results/mail.md and mail.json; exits 1 when a count
 * is wrong.
 *
 * On this machine the worker, DynamoDB Local, the mail viewer and the API share two cores,
 * which Lambda does not: the "no lulls" rounds carry that cost.
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
/** How long the stack is left idle between the warm-up and the burst, in every mode. */
const PAUSE_MS = 10_000;
const ROUNDS = Number(process.env.MAIL_BENCH_ROUNDS ?? 3);
/**
 * How a round runs: without e-mail; with it as `npm start` runs it (the worker polls in the
 * API's lulls, standing in for its own compute in AWS); with the worker polling regardless,
 * which shows what it costs when it shares the machine with the API.
 */
const MODES = ['without', 'with', 'unheld'] as const;
type Mode = (typeof MODES)[number];
const MODE_LABEL: Readonly<Record<Mode, string>> = {
  without: 'without e-mail',
  with: 'with e-mail',
  unheld: 'with e-mail, no lulls',
};
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

/** The delivery states of `sent` once every message settled (or SETTLE_MS passed). */
async function settled(stack: LocalStack, sent: Submitted[]) {
  const ids = new Set(sent.map((s) => s.id));
  const start = performance.now();
  let states = await deliveryStates(stack, ids);
  while (unsettled(states) > 0 && performance.now() - start < SETTLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    states = await deliveryStates(stack, ids);
  }
  return { states, seconds: (performance.now() - start) / 1000 };
}

/** Waits for every message of the burst to settle, then counts what the viewer holds. */
async function checkMail(stack: LocalStack, sent: Submitted[]): Promise<MailCheck> {
  const { states, seconds: settleSeconds } = await settled(stack, sent);
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
  mode: Mode;
  latencyMs: { p50: number; p99: number; max: number };
  burstSeconds: number;
  mail?: MailCheck;
}

/** One round in this process, on a stack of its own. */
async function runRound(round: number, mode: Mode): Promise<Round> {
  let result: Round | undefined;
  await withBenchStack(
    { name: `mail-${round}`, deadlineMs: 20 * 60_000, dynamodbOnDisk: false },
    async ({ stack, base, activity }) => {
      const mail =
        mode === 'without'
          ? undefined
          : await startLocalMail(stack, {
              siteUrl: base,
              dataDir: null,
              log: () => undefined,
              ...(mode === 'with' && { activity }),
            });
      try {
        const tag = `r${round}${mode}`;
        await mail?.ready;
        const warm: Submitted[] = [];
        for (let i = 0; i < WARMUP; i += RECORD_KINDS.length) {
          const kinds = RECORD_KINDS.slice(0, WARMUP - i);
          warm.push(
            ...(await Promise.all(
              kinds.map((kind, k) =>
                submit(base, kind, `warm-${tag}-${i + k}@example.com`, `Warm ${i + k}`),
              ),
            )),
          );
        }
        // Every burst starts on a stack left idle for as long (DynamoDB Local's JIT compiles
        // in the background after the warm-up), and with nothing pending: the warm-up's
        // e-mail settled.
        const idleFrom = performance.now();
        if (mail) await settled(stack, warm);
        const idleMs = performance.now() - idleFrom;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, PAUSE_MS - idleMs)));
        const start = performance.now();
        const sent = await burst(base, tag);
        const burstSeconds = (performance.now() - start) / 1000;
        const sorted = sent.map((s) => s.ms).sort((a, b) => a - b);
        result = {
          round,
          mode,
          latencyMs: {
            p50: percentile(sorted, 50),
            p99: percentile(sorted, 99),
            max: sorted.at(-1) ?? NaN,
          },
          burstSeconds,
          ...(mail && { mail: await checkMail(stack, sent) }),
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
function roundProcess(round: number, mode: Mode): Promise<Round> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], {
      env: { ...process.env, [ROUND_ENV]: JSON.stringify({ round, mode }) },
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

function describe({ round, mode, latencyMs, burstSeconds, mail }: Round): string {
  const head =
    `Round ${round} ${MODE_LABEL[mode].padEnd(21)}: ` +
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

/** Run-to-run noise allowed when judging "no worse" (rounds of one mode differ by more). */
const NOISE = 0.05;

async function oneRound(): Promise<number> {
  const { round, mode } = JSON.parse(process.env[ROUND_ENV] ?? '') as { round: number; mode: Mode };
  const result = await runRound(round, mode);
  await new Promise<void>((resolve) => process.send?.(result, () => resolve()));
  return 0;
}

runBenchmark(async () => {
  if (process.env[ROUND_ENV]) return oneRound();
  const rounds: Round[] = [];
  // Each round in another order, so no mode always runs on a cooler or warmer machine.
  for (let round = 1; round <= ROUNDS; round++) {
    const shift = (round - 1) % MODES.length;
    for (const mode of [...MODES.slice(shift), ...MODES.slice(0, shift)])
      rounds.push(await roundProcess(round, mode));
  }
  const of = (mode: Mode) => rounds.filter((r) => r.mode === mode);
  const medians = Object.fromEntries(
    MODES.map((mode) => [
      mode,
      {
        p50: median(of(mode).map((r) => r.latencyMs.p50)),
        p99: median(of(mode).map((r) => r.latencyMs.p99)),
      },
    ]),
  ) as Record<Mode, { p50: number; p99: number }>;
  const { without } = medians;
  const noWorse = (['p50', 'p99'] as const).every(
    (p) => medians.with[p] <= without[p] * (1 + NOISE),
  );
  const ok = rounds.every((r) => r.mode === 'without' || r.mail?.ok);
  const ratio = (mode: Mode, p: 'p50' | 'p99') =>
    `${fmt(medians[mode][p], 0)} ms (×${fmt(medians[mode][p] / without[p], 2)})`;
  const row = (r: Round) =>
    `| ${r.round} | ${MODE_LABEL[r.mode]} | ${fmt(r.latencyMs.p50, 0)} | ` +
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
      `one within the hour), after ${WARMUP} untimed ones and ${PAUSE_MS / 1000} s idle (with ` +
      `e-mail, their messages settled), on a fresh private local stack per round. Latency ` +
      `is each submission's 201 as the client saw it. With e-mail, the mail ` +
      `worker and the feedback handler run as on \`npm start\`, on the same two cores and the ` +
      `same DynamoDB Local as the API, the worker polling in the API's lulls (a quarter second ` +
      `with no request in hand, or after 30 s at most), as if on compute of its own as in AWS; ` +
      `"no lulls" has it poll regardless, which shows what it costs on shared cores. The ` +
      `counts are read once every message settled; "Settled" counts from the burst's end.`,
    '',
    `Median over ${ROUNDS} rounds: without e-mail p50 ${fmt(without.p50, 0)} ms, p99 ` +
      `${fmt(without.p99, 0)} ms; with e-mail p50 ${ratio('with', 'p50')}, p99 ` +
      `${ratio('with', 'p99')}: ${noWorse ? 'no worse' : 'WORSE'} (${NOISE * 100} % allowed for ` +
      `noise); with e-mail and no lulls p50 ${ratio('unheld', 'p50')}, p99 ` +
      `${ratio('unheld', 'p99')}. Counts ${ok ? 'exact in every round' : 'WRONG'}: one alert ` +
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
    noiseAllowed: NOISE,
    medians,
    noWorse,
    countsExact: ok,
    rounds,
  });
  return ok ? 0 : 1;
});
