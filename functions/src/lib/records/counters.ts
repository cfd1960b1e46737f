import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordStatus } from '@lab/shared/constants/record-status';
import {
  COUNTER_ATTRIBUTE,
  COUNTER_SHARDS,
  counterId,
  STATUS_COUNTER_ATTRIBUTES,
  TABLE_KEYS,
} from '@lab/shared/data/tables';
import type { RecordContext } from './context';

/*
 * The counter shards (see COUNTER_SHARDS): every write that adds, moves or removes a record
 * moves one shard's counts in the record's own transaction, and a count sums them all.
 */

/** A table's counts: every record, and how many have each status. */
export interface RecordCounts {
  total: number;
  byStatus: Record<RecordStatus, number>;
}

const { partitionKey } = TABLE_KEYS;

/** The key of a shard drawn at random: a fresh one on each attempt moves away from a contended item. */
export const randomShardKey = (context: Pick<RecordContext<RecordKind>, 'random'>) => ({
  [partitionKey]: counterId(Math.floor(context.random() * COUNTER_SHARDS)),
});

/** The shard update that counts one more record (which arrives new, so only the total). */
export const countAdded = {
  UpdateExpression: 'ADD #total :one',
  ExpressionAttributeNames: { '#total': COUNTER_ATTRIBUTE },
  ExpressionAttributeValues: { ':one': 1 },
};

/** The shard update that takes one record of `status` off the total and its status's count. */
export function countRemoved(status: RecordStatus) {
  // New is not counted by the shards (it is the total less the others).
  const counted = status === 'new' ? undefined : STATUS_COUNTER_ATTRIBUTES[status];
  return {
    UpdateExpression: counted ? 'ADD #total :minus, #status :minus' : 'ADD #total :minus',
    ExpressionAttributeNames: {
      '#total': COUNTER_ATTRIBUTE,
      ...(counted && { '#status': counted }),
    },
    ExpressionAttributeValues: { ':minus': -1 },
  };
}

/** The shard update that moves one record from one status's count to another's. */
export function countMove(from: RecordStatus, to: RecordStatus) {
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const adds: string[] = [];
  // New is not counted by the shards (it is the total less the others).
  if (from !== 'new') {
    names['#from'] = STATUS_COUNTER_ATTRIBUTES[from];
    values[':minus'] = -1;
    adds.push('#from :minus');
  }
  if (to !== 'new') {
    names['#to'] = STATUS_COUNTER_ATTRIBUTES[to];
    values[':plus'] = 1;
    adds.push('#to :plus');
  }
  return {
    UpdateExpression: `ADD ${adds.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

const counterKeys = Array.from({ length: COUNTER_SHARDS }, (_, shard) => ({
  [partitionKey]: counterId(shard),
}));

/** Sums every shard, read consistently: a fixed number of reads at any table size. */
export async function countRecords({
  client,
  tableName,
}: Pick<RecordContext<RecordKind>, 'client' | 'tableName'>): Promise<RecordCounts> {
  let keys: Record<string, unknown>[] = counterKeys;
  const sums: Record<string, number> = {};
  const attributes = [COUNTER_ATTRIBUTE, ...Object.values(STATUS_COUNTER_ATTRIBUTES)];
  // BatchGet may hand back unprocessed keys under load; ask again for those.
  for (let round = 0; keys.length > 0; round++) {
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** round));
    const result = await client.send(
      new BatchGetCommand({
        RequestItems: { [tableName]: { Keys: keys, ConsistentRead: true } },
      }),
    );
    for (const item of result.Responses?.[tableName] ?? []) {
      for (const name of attributes) sums[name] = (sums[name] ?? 0) + Number(item[name] ?? 0);
    }
    keys = result.UnprocessedKeys?.[tableName]?.Keys ?? [];
    if (round > 8) throw new Error(`Counter read did not complete for ${tableName}`);
  }
  const total = sums[COUNTER_ATTRIBUTE] ?? 0;
  const counted = {
    'in-progress': sums[STATUS_COUNTER_ATTRIBUTES['in-progress']] ?? 0,
    done: sums[STATUS_COUNTER_ATTRIBUTES.done] ?? 0,
    spam: sums[STATUS_COUNTER_ATTRIBUTES.spam] ?? 0,
  };
  // No shard counts new: records arrive new, and those stored before statuses did too.
  const others = counted['in-progress'] + counted.done + counted.spam;
  return { total, byStatus: { new: total - others, ...counted } };
}
