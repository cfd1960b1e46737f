import { setTimeout as sleep } from 'node:timers/promises';
import {
  BatchWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { RECORD_STATUSES, type RecordStatus } from '@lab/shared/constants/record-status';
import {
  COUNTER_ATTRIBUTE,
  counterId,
  STATUS_COUNTER_ATTRIBUTES,
  TABLE_KEYS,
  WORK_ATTRIBUTES,
} from '@lab/shared/data/tables';
import { newRecordItem, recordFromItem } from '../src/lib/records/item';
import { recordOf, workOf, type SeededKind } from './dataset';

/*
 * Seeding is set-up, not the code under test: going through the API would take 100,000
 * transactions. Items go straight into the table in exactly the shape the repository's
 * `create` writes (its own `newRecordItem`), moved to their status as its
 * `change` moves them, and the counter is raised by what was written, total and status
 * counts, so the dashboard's counts and the listings agree as they would in production.
 */

const BATCH = 25; // BatchWriteItem's maximum
const IN_FLIGHT = 8;

type Item = Record<string, unknown>;

/** How many records of each status a seeding wrote. */
export type StatusTally = Record<RecordStatus, number>;

export const emptyTally = (): StatusTally =>
  Object.fromEntries(RECORD_STATUSES.map((status) => [status, 0])) as StatusTally;

/** A created item moved on by staff as `workOf` says, in the attributes `change` sets. */
function withWork(item: Item, work: ReturnType<typeof workOf>): Item {
  const held =
    work.assignee === null ? item : { ...item, [WORK_ATTRIBUTES.assignee]: work.assignee };
  if (work.status === 'new') return held;
  return {
    ...held,
    [WORK_ATTRIBUTES.status]: work.status,
    [TABLE_KEYS.statusIndex.partitionKey]: work.status,
    [WORK_ATTRIBUTES.changedAt]: work.statusChangedAt,
    [WORK_ATTRIBUTES.changedBy]: work.statusChangedBy,
  };
}

/** Record `n`'s item, as created and then moved on by staff. */
function seededItem(kind: SeededKind, anchor: number, n: number): Item {
  const record = recordOf(kind, anchor, n);
  return withWork(newRecordItem(kind, record), workOf(n, record.createdAt));
}

/** Record `n` as the admin API reads it back: its seeded item, read as the repository reads it. */
export function storedRecordOf<K extends SeededKind>(kind: K, anchor: number, n: number) {
  return recordFromItem<K>(seededItem(kind, anchor, n));
}

async function writeBatch(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: Item[],
): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  // DynamoDB may accept only part of a batch; resend the rest with a growing pause.
  for (let round = 0; requests.length > 0; round++) {
    if (round > 10) throw new Error(`BatchWrite left ${requests.length} items unprocessed`);
    if (round > 0) await sleep(Math.min(1000, 10 * 2 ** round));
    const result = await client.send(
      new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
    );
    requests = (result.UnprocessedItems?.[tableName] ?? []).flatMap((request) =>
      request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : [],
    );
  }
}

/**
 * Adds records `first` to `first + count − 1` of the dataset (see `dataset.ts`) to a
 * kind's table, IN_FLIGHT batches at a time, then raises counter shard 0 by what was
 * written: the total and each status count but new (which no shard counts). `onProgress`
 * gets the number written so far. Returns how many of each status were written.
 */
export async function seedRecords(
  client: DynamoDBDocumentClient,
  { tableName, kind, anchor }: { tableName: string; kind: SeededKind; anchor: number },
  first: number,
  count: number,
  onProgress: (written: number) => void = () => undefined,
): Promise<StatusTally> {
  const tally = emptyTally();
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < count) {
      const start = next;
      const end = Math.min(count, start + BATCH);
      next = end;
      const items: Item[] = [];
      // `next` moves on while this batch's items are built: other workers take theirs.
      for (let n = first + start; n < first + end; n++) {
        const item = seededItem(kind, anchor, n);
        tally[item[WORK_ATTRIBUTES.status] as RecordStatus]++;
        items.push(item);
      }
      await writeBatch(client, tableName, items);
      written += items.length;
      onProgress(written);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  const counted = Object.entries(STATUS_COUNTER_ATTRIBUTES).map(([status, attribute], i) => ({
    name: [`#s${i}`, attribute] as const,
    value: [`:s${i}`, tally[status as RecordStatus]] as const,
  }));
  await client.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { [TABLE_KEYS.partitionKey]: counterId(0) },
      UpdateExpression: `ADD #total :n, ${counted.map((c) => `${c.name[0]} ${c.value[0]}`).join(', ')}`,
      ExpressionAttributeNames: {
        '#total': COUNTER_ATTRIBUTE,
        ...Object.fromEntries(counted.map((c) => c.name)),
      },
      ExpressionAttributeValues: {
        ':n': count,
        ...Object.fromEntries(counted.map((c) => c.value)),
      },
    }),
  );
  return tally;
}
