/**
 * The local delivery feedback's own process (started by `startLocalMail`, which restarts it
 * if it dies): the feedback function's Lambda handler, loaded with its own environment, fed
 * the events SES's configuration set would publish for what the mail viewer took.
 */
import type { SNSEvent } from 'aws-lambda';
import { MAIL_JOBS } from '@lab/shared/data/mail-jobs';
import type { LocalFeedbackSettings } from './mail';
import { startMailFeedback } from './mail-feedback';
import { takingWork } from './mail-process';
import { loadHandler } from './server';

async function run(): Promise<void> {
  const settings = JSON.parse(process.env.LAB_MAIL_FEEDBACK ?? '{}') as LocalFeedbackSettings;
  // The SDK reads region and credentials from the process's environment, as in Lambda.
  Object.assign(process.env, settings.env);
  const handler = (await loadHandler(
    settings.env,
    () => import(`../jobs/${MAIL_JOBS.feedback.handler}/handler.ts`),
  )) as unknown as (event: SNSEvent) => Promise<unknown>;
  // Started again after a crash, it reads the minute before again: reports are idempotent,
  // and an event it missed could leave a sent message to be sent again.
  const stop = startMailFeedback(settings.viewer, handler, (line) => console.log(line), {
    since: settings.since,
  });
  takingWork(stop);
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
