import { recordParamsSchema, type RecordParams } from '@lab/shared/schemas/admin';
import {
  containersSentSchema,
  SAMPLE_MESSAGES,
  type ContainersSent,
} from '@lab/shared/schemas/samples';
import { HttpError } from '../../lib/http/http-error';
import { isUlid } from '../../lib/ids';
import { apiHandler } from '../../lib/middleware/api-handler';
import { recordRepository, type RecordRepository } from '../../lib/records/record-repository';
import { sampleAction, sampleAnswer, type SampleResult } from '../../lib/records/sample-outcome';

export interface MarkContainersSentDeps {
  /** Only container requests have containers to send. */
  repository: Pick<RecordRepository<'resource'>, 'get' | 'markContainersSent'>;
  /** @default Date.now */
  now?: () => number;
}

export interface MarkContainersSentInput {
  path: RecordParams;
  body: ContainersSent;
  /** The staff member's username, from the verified token. */
  by: string;
}

/**
 * Records a container request's containers as sent with the courier's tracking number,
 * once, and answers the record as it then stands; a second call writes nothing. Any other
 * kind of record has no containers (400).
 */
export async function main(
  { path: { kind, id }, body, by }: MarkContainersSentInput,
  { repository, now = Date.now }: MarkContainersSentDeps,
): Promise<SampleResult> {
  if (kind !== 'resource') throw new HttpError(400, SAMPLE_MESSAGES.noContainers);
  if (!isUlid(id)) return { outcome: 'missing' };
  const outcome = await repository.markContainersSent(id, {
    at: new Date(now()).toISOString(),
    by,
    courier: body.courier,
    tracking: body.tracking,
  });
  if (outcome === 'missing') return { outcome };
  // Read back: the fact as stored (this call's, or the first call's on a repeat).
  const record = await repository.get(id);
  return record ? { outcome, record } : { outcome: 'missing' };
}

const deps: MarkContainersSentDeps = { repository: recordRepository('resource') };

export const handler = apiHandler('mark-containers-sent', {
  input: { path: recordParamsSchema, body: containersSentSchema },
  // The admin auth middleware, which ran before, put the verified claims on the event.
  run: ({ path, body }, { event }) => main({ path, body, by: event.admin!.username }, deps),
  audit: {
    record: 'before-answer',
    actions: ({ path }, result: SampleResult) => sampleAction('containers-sent', path, result),
  },
  answer: sampleAnswer,
});
