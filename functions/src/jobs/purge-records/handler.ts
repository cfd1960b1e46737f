import type { Context } from 'aws-lambda';
import { auditStore } from '../../lib/audit/audit-store';
import { recordRepositories } from '../../lib/records/record-repository';
import { main, type PurgeDeps } from './purge';

/*
 * The daily retention purge in Lambda: `main` (in purge.ts, which the local stack runs on
 * its own timer) over the tables and trail its environment names.
 */

const deps: PurgeDeps = {
  repositories: recordRepositories(),
  trail: auditStore(),
};

/** The daily schedule's target: the event carries nothing the purge needs. */
export const handler = async (_event: unknown, context: Pick<Context, 'awsRequestId'>) =>
  main({ now: Date.now(), requestId: context.awsRequestId }, deps);
