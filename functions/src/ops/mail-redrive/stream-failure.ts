import type { DynamoDBRecord } from 'aws-lambda';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { instantRange, type IdRange } from '../../lib/records/id-range';

/*
 * A stream batch the mail worker failed on every attempt, as Lambda's event source mapping
 * writes it to an S3 on-failure destination: the invocation record (`requestContext`,
 * `DDBStreamBatchInfo`: which stream, which positions, when its records arrived) with the
 * batch itself under `payload`. The local stream reader writes the same shape to a folder.
 * `npm run mail:redrive -- <stage> --failures` reads the records back out of it.
 */

/** What the on-failure record says of the batch (every field Lambda documents for DynamoDB). */
export interface StreamBatchInfo {
  shardId: string;
  startSequenceNumber: string;
  endSequenceNumber: string;
  approximateArrivalOfFirstRecord: string;
  approximateArrivalOfLastRecord: string;
  batchSize: number;
  streamArn: string;
}

export interface StreamFailureRecord {
  requestContext: { condition: string; approximateInvokeCount: number };
  version: '1.0';
  timestamp: string;
  DDBStreamBatchInfo: StreamBatchInfo;
  /** The invocation's event, `{"Records":[…]}`, as JSON. */
  payload: string;
}

/** The failure record of a batch the local reader gave up on (as Lambda writes one to S3). */
export function streamFailureRecord(
  records: readonly DynamoDBRecord[],
  { shardId, streamArn, attempts }: { shardId: string; streamArn: string; attempts: number },
  now = new Date(),
): StreamFailureRecord {
  const arrival = (record: DynamoDBRecord | undefined) =>
    new Date(
      (record?.dynamodb?.ApproximateCreationDateTime ?? now.getTime() / 1000) * 1000,
    ).toISOString();
  return {
    requestContext: { condition: 'RetryAttemptsExhausted', approximateInvokeCount: attempts },
    version: '1.0',
    timestamp: now.toISOString(),
    DDBStreamBatchInfo: {
      shardId,
      startSequenceNumber: records[0]?.dynamodb?.SequenceNumber ?? '',
      endSequenceNumber: records.at(-1)?.dynamodb?.SequenceNumber ?? '',
      approximateArrivalOfFirstRecord: arrival(records[0]),
      approximateArrivalOfLastRecord: arrival(records.at(-1)),
      batchSize: records.length,
      streamArn,
    },
    payload: JSON.stringify({ Records: records }),
  };
}

/** The records a failed batch names: by id when it carries them, else by when they arrived. */
export type FailedBatch =
  | { kind: RecordKind; ids: string[] }
  | { kind: RecordKind; range: IdRange; from: string; to: string };

/** The table a stream's ARN names (`…:table/<name>/stream/<label>`). */
const tableOfStream = (arn: string) => /:table\/([^/]+)\/stream\//.exec(arn)?.[1];

/**
 * How far a record's id time may lie before its stream arrival time: the id is taken when
 * the request is handled, the arrival stamped when DynamoDB writes it, a second or so later
 * at most; a minute either side leaves room for clocks, and a redrive of a record whose
 * mail already went sends nothing.
 */
const ARRIVAL_MARGIN_MS = 60_000;

/**
 * The records of a failed batch, or null when the object is not one of ours (another
 * table's stream, or not a stream failure record). With the batch in `payload`, its
 * records' ids; without (an SQS- or SNS-sized record, or a payload Lambda left out), every
 * record of its table that arrived in the batch's time span.
 */
export function failedBatch(
  body: string,
  kinds: ReadonlyMap<string, RecordKind>,
): FailedBatch | null {
  let parsed: Partial<StreamFailureRecord>;
  try {
    parsed = JSON.parse(body) as Partial<StreamFailureRecord>;
  } catch {
    return null;
  }
  const info = parsed.DDBStreamBatchInfo;
  const table = info?.streamArn ? tableOfStream(info.streamArn) : undefined;
  const kind = table ? kinds.get(table) : undefined;
  if (!info || !kind) return null;
  const ids = idsOf(parsed.payload);
  if (ids.length > 0) return { kind, ids };
  const first = Date.parse(info.approximateArrivalOfFirstRecord);
  const last = Date.parse(info.approximateArrivalOfLastRecord);
  if (Number.isNaN(first) || Number.isNaN(last)) return null;
  return {
    kind,
    range: instantRange({ from: first - ARRIVAL_MARGIN_MS, to: last + ARRIVAL_MARGIN_MS }),
    from: info.approximateArrivalOfFirstRecord,
    to: info.approximateArrivalOfLastRecord,
  };
}

/** The record ids in a payload: JSON text or an object, `{Records:[{dynamodb:{Keys}}]}`. */
function idsOf(payload: unknown): string[] {
  let event: unknown = payload;
  if (typeof payload === 'string') {
    try {
      event = JSON.parse(payload);
    } catch {
      return [];
    }
  }
  const records = (event as { Records?: unknown } | null)?.Records;
  if (!Array.isArray(records)) return [];
  return records.flatMap((record) => {
    const id = (record as DynamoDBRecord).dynamodb?.Keys?.id?.S;
    return typeof id === 'string' ? [id] : [];
  });
}
