import type { MailCheck } from './mail-counts';
import { BURST, CONNECTIONS, MODES, PAUSE_MS, ROUNDS, WARMUP, type Mode } from './mail-settings';
import { percentile } from './measure';
import { fmt, int } from './support';

const MODE_LABEL: Readonly<Record<Mode, string>> = {
  without: 'without e-mail',
  with: 'with e-mail',
  unheld: 'with e-mail, no lulls',
};

/** What one round measured. */
export interface Round {
  round: number;
  mode: Mode;
  latencyMs: { p50: number; p99: number; max: number };
  burstSeconds: number;
  mail?: MailCheck;
}

/** One round in a line, as the bench prints it when the round ends. */
export function describe({ round, mode, latencyMs, burstSeconds, mail }: Round): string {
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

/**
 * The rounds' figures as bench/results/mail.md and the JSON beside it: the medians of each
 * mode, whether e-mail left the API's latency no worse, and whether every count was exact.
 */
export function mailReport(rounds: readonly Round[]) {
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
  return {
    markdown,
    figures: {
      burst: BURST,
      warmup: WARMUP,
      noiseAllowed: NOISE,
      medians,
      noWorse,
      countsExact: ok,
      rounds,
    },
  };
}
