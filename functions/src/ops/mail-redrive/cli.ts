/**
 * `npm run mail:redrive -- <stage> [--record <id or reference>]… [--from <instant> --to
 * <instant>] [--failures] [--feedback] [--region <region>] [--apply]`: sends the automatic
 * messages of the records named (by id or reference, by when they arrived, or every stream
 * batch the worker failed on) that have not gone, each exactly once, and hands the SES
 * events the feedback failed on back to it (docs/operations/mail-redrive.md). Stage `local`
 * is the running `npm start`. Without `--apply` it only says what it would do.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_REGION } from '@lab/shared/lambda/deployment-defaults';
import { localConfigSchema } from '../../local/config';
import { awsTarget } from './aws-target';
import { replayFeedback, type FeedbackDeadLetters } from './feedback-replay';
import { localTarget } from './local-target';
import {
  clearRedriven,
  deliveryStates,
  redriveRecords,
  selectRecords,
  type Selection,
} from './redrive';

const USAGE =
  'Usage: npm run mail:redrive -- <stage> [--record <id or reference>]... [--from <ISO instant> --to <ISO instant>] [--failures] [--feedback] [--region <region>] [--apply]';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    record: { type: 'string', multiple: true, default: [] },
    from: { type: 'string' },
    to: { type: 'string' },
    failures: { type: 'boolean', default: false },
    feedback: { type: 'boolean', default: false },
    region: { type: 'string', default: process.env.AWS_REGION ?? DEFAULT_REGION },
    apply: { type: 'boolean', default: false },
  },
});
const [stage, ...extra] = positionals;
if (!stage || extra.length > 0) fail(USAGE);
const instant = (name: string, value: string | undefined) => {
  const ms = value === undefined ? NaN : Date.parse(value);
  if (Number.isNaN(ms)) fail(`--${name} must be an ISO instant, e.g. 2026-11-20T14:05:00Z`);
  return ms;
};
if ((values.from === undefined) !== (values.to === undefined)) fail('--from and --to go together');
const selection: Selection = {
  records: values.record,
  failures: values.failures,
  ...(values.from !== undefined && {
    between: { from: instant('from', values.from), to: instant('to', values.to) },
  }),
};
if (!values.record.length && !selection.between && !values.failures && !values.feedback) {
  fail(`Name what to redrive.\n${USAGE}`);
}

const count = (n: number, noun: string, nouns = `${noun}s`) => `${n} ${n === 1 ? noun : nouns}`;
const label = (ref: { kind: string; id: string; reference?: string }) =>
  `${ref.kind.padEnd(8)} ${ref.id}${ref.reference ? ` ${ref.reference}` : ''}`;
/** A record's messages: the alert and receipt always, the samples e-mails once they exist. */
const stateText = (states: {
  alert?: string;
  receipt?: string;
  arrival?: string;
  dispatch?: string;
}) =>
  [
    `alert ${states.alert ?? 'not sent'}`,
    `receipt ${states.receipt ?? 'not sent'}`,
    ...(states.arrival ? [`arrival ${states.arrival}`] : []),
    ...(states.dispatch ? [`dispatch ${states.dispatch}`] : []),
  ].join(', ');

const target =
  stage === 'local'
    ? await localTarget(localConfigSchema.parse(process.env).DATA_DIR)
    : await awsTarget(stage, values.region);
let troubles = 0;

const selected = await selectRecords(target, selection);
for (const name of selected.unknown) console.log(`No record has the id or reference ${name}`);
for (const key of selected.unreadable) {
  console.log(`${target.failures.where}/${key} is not a failed batch of this stage's tables`);
}
troubles += selected.unknown.length + selected.unreadable.length;
if (values.failures) {
  console.log(
    `${count(selected.failureObjects.length, 'failed stream batch', 'failed stream batches')} in ${target.failures.where}`,
  );
}

if (selected.refs.length > 0 && !values.apply) {
  const states = await deliveryStates(target, selected.refs);
  for (const ref of selected.refs) {
    const state = states.get(`${ref.kind}/${ref.id}`);
    console.log(`${label(ref)}  ${state === 'missing' || !state ? 'gone' : stateText(state)}`);
  }
  console.log(
    `${count(selected.refs.length, 'record')}. Nothing sent: run again with --apply to send what has not gone.`,
  );
} else if (selected.refs.length > 0) {
  const results = await redriveRecords(target, selected.refs);
  for (const result of results) {
    const outcome = result.missing ? 'gone (erased or purged)' : stateText(result);
    console.log(`${label(result)}  ${outcome}${result.failed ? '  FAILED AGAIN' : ''}`);
  }
  const failedAgain = results.filter((result) => result.failed).length;
  troubles += failedAgain;
  const cleared = await clearRedriven(target, selected.failureObjects, results);
  console.log(
    `${count(results.length, 'record')} redriven, ${failedAgain} failed again${values.failures ? `; ${count(cleared.length, 'failed batch', 'failed batches')} cleared` : ''}.`,
  );
} else if (!values.feedback) {
  console.log('No records to redrive.');
}

if (values.feedback) {
  const queue = 'feedback' in target ? (target.feedback as FeedbackDeadLetters) : undefined;
  if (!queue) {
    console.log(
      'The local feedback hands each SES event over again until it is taken: it keeps no dead letters.',
    );
  } else if (!values.apply) {
    console.log(
      `About ${await queue.count()} SES events wait in the feedback's dead-letter queue: run again with --apply to hand them back to it.`,
    );
  } else {
    const replay = await replayFeedback(queue);
    console.log(
      `${replay.replayed} SES events handed back to the feedback; ${replay.failed.length} failed again, ${replay.unreadable.length} unreadable (left in the queue).`,
    );
    troubles += replay.failed.length + replay.unreadable.length;
  }
}

target.close();
if (troubles > 0) process.exitCode = 1;
