/**
 * The local mail worker's own process (started by `startLocalMail`, which restarts it if
 * it dies): the worker's Lambda handler, loaded with its own environment, on the record
 * tables' streams and on the timer of its follow-up checks. Killing it mid-batch or
 * mid-follow-up is what a crashed Lambda invocation is.
 */
import { FOLLOW_UP_CHECK_EVENT, MAIL_JOBS } from '@lab/shared/data/mail-jobs';
import { apiLulls } from './api-activity';
import { startFollowUpCheckTimer } from './follow-up-check-timer';
import type { LocalWorkerSettings } from './mail';
import { takingWork } from './mail-process';
import { startStreamReader, type StreamHandler } from './record-streams';
import { loadHandler } from './server';

async function run(): Promise<void> {
  const settings = JSON.parse(process.env.LAB_MAIL_WORKER ?? '{}') as LocalWorkerSettings;
  // The SDK reads region and credentials from the process's environment, as in Lambda.
  Object.assign(process.env, settings.env);
  const handler = (await loadHandler(
    settings.env,
    () => import(`../jobs/${MAIL_JOBS.worker.handler}/handler.ts`),
  )) as (event: unknown, context: unknown) => ReturnType<StreamHandler>;
  let invocation = 0;
  const lulls = apiLulls();
  const reader = startStreamReader({
    endpoint: settings.endpoint,
    tables: settings.tables,
    positionsFile: settings.positionsFile,
    failuresDir: settings.failuresDir,
    handler: (event) => handler(event, { awsRequestId: `local-mail-${++invocation}` }),
    log: (line) => console.log(line),
    beforePoll: lulls,
  });
  const checks = startFollowUpCheckTimer({
    everyMs: settings.followUpCheckMs,
    check: () => handler(FOLLOW_UP_CHECK_EVENT, { awsRequestId: `local-mail-${++invocation}` }),
    before: lulls,
    log: (line) => console.log(line),
  });
  takingWork(async () => {
    await Promise.all([reader.stop(), checks.stop()]);
  });
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
