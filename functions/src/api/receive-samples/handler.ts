import {
  CONTAINER_SAMPLE_TYPES,
  isSampleKind,
  type SampleKind,
} from '@lab/shared/constants/samples';
import { recordParamsSchema, type RecordParams } from '@lab/shared/schemas/admin';
import type { ResourceRequestRecord, ShippingRequestRecord } from '@lab/shared/schemas/records';
import {
  receiveSamplesSchema,
  SAMPLE_MESSAGES,
  type ReceiveSamples,
} from '@lab/shared/schemas/samples';
import { expectedResults } from '@lab/shared/time/expected-results';
import { HttpError } from '../../lib/http/http-error';
import { isUlid } from '../../lib/ids';
import { apiHandler } from '../../lib/middleware/api-handler';
import { recordRepository, type RecordRepository } from '../../lib/records/record-repository';
import { sampleAction, sampleAnswer, type SampleResult } from '../../lib/records/sample-outcome';

type ReceiveRepository<K extends SampleKind> = Pick<RecordRepository<K>, 'get' | 'receiveSamples'>;

export interface ReceiveSamplesDeps {
  repositories: { [K in SampleKind]: ReceiveRepository<K> };
  /** @default Date.now */
  now?: () => number;
}

export interface ReceiveSamplesInput {
  path: RecordParams;
  body: ReceiveSamples;
  /** The receiving staff member's username, from the verified token. */
  by: string;
}

/** The sample type whose turnaround counts: the shipping label's, or the containers'. */
const sampleTypeOf = (record: ShippingRequestRecord | ResourceRequestRecord) =>
  'sampleType' in record ? record.sampleType : CONTAINER_SAMPLE_TYPES[record.resourceId];

/**
 * Records the samples that reached the laboratory, once, with when results are expected
 * (counted from now, the arrival), and answers the record as it then stands. A second call
 * writes nothing and answers the record with the first call's fact. A contact message has
 * no samples (400).
 */
export async function main(
  { path: { kind, id }, body, by }: ReceiveSamplesInput,
  deps: ReceiveSamplesDeps,
): Promise<SampleResult> {
  if (!isSampleKind(kind)) throw new HttpError(400, SAMPLE_MESSAGES.noSamples);
  if (!isUlid(id)) return { outcome: 'missing' };
  const repository = deps.repositories[kind] as ReceiveRepository<SampleKind>;
  const record = await repository.get(id);
  if (!record) return { outcome: 'missing' };
  const now = (deps.now ?? Date.now)();
  const { turnaround, words, earliest, latest } = expectedResults(now, sampleTypeOf(record));
  const outcome = await repository.receiveSamples(id, {
    at: new Date(now).toISOString(),
    by,
    boxes: body.boxes,
    condition: body.condition,
    note: body.note,
    expected: { turnaround, words, earliest, latest },
  });
  if (outcome === 'missing') return { outcome };
  // Read back: the fact as stored (this call's, or the first call's on a repeat).
  const stored = await repository.get(id);
  return stored ? { outcome, record: stored } : { outcome: 'missing' };
}

const deps: ReceiveSamplesDeps = {
  repositories: { resource: recordRepository('resource'), shipping: recordRepository('shipping') },
};

export const handler = apiHandler('receive-samples', {
  input: { path: recordParamsSchema, body: receiveSamplesSchema },
  // The admin auth middleware, which ran before, put the verified claims on the event.
  run: ({ path, body }, { event }) => main({ path, body, by: event.admin!.username }, deps),
  audit: {
    record: 'before-answer',
    actions: ({ path }, result: SampleResult) => sampleAction('samples-received', path, result),
  },
  answer: sampleAnswer,
});
