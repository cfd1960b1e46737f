/**
 * The fault benchmark's scenario, as data: the load's settings and the phases DynamoDB
 * Local goes through while the load runs. The runner plays the phases and records when
 * each began and ended; the evaluation reads those records by phase id.
 */
import { apiPath } from '@lab/shared/api/routes';
import { LAMBDA_TIMEOUT_SECONDS } from '@lab/shared/lambda/function-defaults';
import type { DynamoDbControl } from '../../src/local/stand-ins';

/** Concurrent clients, each sending its next request as soon as the last one is answered. */
export const CONNECTIONS = 10;
/** What every client sends, each submission with a unique shipper name. */
export const PATH = apiPath('create-shipping-request');
/**
 * As the web client's `apiSubmit`: a submission answered with a 5xx, or not at all, is
 * sent again with the same body and the same idempotency key, at most this many times;
 * a 201 or a 4xx ends it.
 */
export const RETRIES = 3;
/** The wait before a submission's nth retry: this, doubled for each retry before it. */
export const RETRY_BACKOFF_MS = 200;
/**
 * A client gives up after this long: the deployed functions' own timeout, after which
 * API Gateway would answer for them with no body of ours.
 */
export const CLIENT_TIMEOUT_MS = LAMBDA_TIMEOUT_SECONDS * 1000;
/**
 * Every answer, failures included, must come this much sooner: middy answers 5 ms before
 * the function's time runs out, which in AWS is a race with Lambda stopping it.
 */
export const ANSWER_WITHIN_MS = CLIENT_TIMEOUT_MS - 2_000;
/** Requests that start this long after a fault ends must all succeed. */
export const RECOVERY_GRACE_S = 2;
/** The whole run, stack start to stop. */
export const DEADLINE_MS = 5 * 60_000;

/** DynamoDB Local's state during a phase. */
export type DynamoDbState = 'up' | 'stopping' | 'down' | 'starting' | 'frozen';

/** The phases, by the names the evaluation looks them up by; the runner adds `draining`. */
export type PhaseId =
  'before' | 'stopping' | 'down' | 'starting' | 'restarted' | 'frozen' | 'thawed' | 'draining';

export interface Phase {
  readonly id: PhaseId;
  /** For the report. */
  readonly label: string;
  readonly state: DynamoDbState;
  /** Done to DynamoDB as the phase begins; the phase lasts at least until it completes. */
  readonly action?: (dynamodb: DynamoDbControl) => Promise<void> | void;
  /** How long the phase holds after its action, in seconds. */
  readonly seconds?: number;
}

/** Load alone, then each fault, with the load running throughout. */
export const FAULT_PHASES: readonly Phase[] = [
  { id: 'before', label: 'load, DynamoDB up', state: 'up', seconds: 8 },
  {
    id: 'stopping',
    label: 'DynamoDB stopping (SIGTERM)',
    state: 'stopping',
    action: (dynamodb) => dynamodb.stop(),
  },
  { id: 'down', label: 'DynamoDB stopped: nothing listens', state: 'down', seconds: 5 },
  {
    id: 'starting',
    label: 'DynamoDB starting on the same port and data',
    state: 'starting',
    action: (dynamodb) => dynamodb.start(),
  },
  { id: 'restarted', label: 'DynamoDB back', state: 'up', seconds: 10 },
  {
    id: 'frozen',
    // Longer than a client waits.
    label: 'DynamoDB frozen (SIGSTOP): connections open, nothing answers',
    state: 'frozen',
    action: (dynamodb) => dynamodb.signal('SIGSTOP'),
    seconds: 12,
  },
  {
    id: 'thawed',
    label: 'DynamoDB thawed (SIGCONT)',
    state: 'up',
    action: (dynamodb) => dynamodb.signal('SIGCONT'),
    seconds: 8,
  },
];
