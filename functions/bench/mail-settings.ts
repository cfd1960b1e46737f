/* What `npm run bench:mail` runs: the load of each round, the rounds and their modes. */

export const BURST = { submissions: 1_000, addresses: 800 };
/**
 * Concurrent clients. The local server is one process for every function, on one DynamoDB
 * Local that runs transactions one at a time: at 100 clients its transactions queue past
 * the SDK's 2 s request timeout and some submissions answer 500 (Lambda runs one request
 * per instance on a DynamoDB that scales; in AWS the form routes' throttle, burst 10,
 * answers 429 long before). 25 keeps every submission inside the limits.
 */
export const CONNECTIONS = 25;
/** Untimed submissions before the burst: connections, both JITs, DynamoDB Local's tables. */
export const WARMUP = 100;
/** How long the stack is left idle between the warm-up and the burst, in every mode. */
export const PAUSE_MS = 10_000;
export const ROUNDS = Number(process.env.MAIL_BENCH_ROUNDS ?? 3);
/**
 * How a round runs: without e-mail; with it as `npm start` runs it (the worker polls in the
 * API's lulls, standing in for its own compute in AWS); with the worker polling regardless,
 * which shows what it costs when it shares the machine with the API.
 */
export const MODES = ['without', 'with', 'unheld'] as const;
export type Mode = (typeof MODES)[number];
