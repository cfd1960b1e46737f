import { setTimeout as sleep } from 'node:timers/promises';
import {
  BatchWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { CONTACT_SUBJECT_VALUES } from '@lab/shared/constants/contact-subjects';
import {
  COUNTER_ATTRIBUTE,
  counterId,
  emailKey,
  LIST_PARTITION,
  TABLE_KEYS,
} from '@lab/shared/data/tables';
import { newStamp } from '../src/lib/ids';
import type { NewRecord } from '../src/lib/repositories/record-repository';

/*
 * Seeding is set-up, not the code under test: going through the API would take 100,000
 * transactions. Items go straight into the table in exactly the shape
 * `RecordRepository.create` writes, and the counter is raised by the number written, so
 * the dashboard's count and the listing agree with each other as they would in production.
 */

const BATCH = 25; // BatchWriteItem's maximum
const IN_FLIGHT = 8;

type ContactItem = NewRecord<'contact'> & Record<string, unknown>;

function contactItem(n: number): ContactItem {
  const email = `bench${n}@example.com`;
  return {
    ...newStamp(),
    name: `Bench Contact ${n}`,
    email,
    phone: n % 2 ? '780-555-0100' : null,
    subject: CONTACT_SUBJECT_VALUES[n % CONTACT_SUBJECT_VALUES.length] ?? null,
    message: `Benchmark message number ${n}, long enough to look like a real enquiry.`,
    status: 'new',
    [TABLE_KEYS.listIndex.partitionKey]: LIST_PARTITION,
    [TABLE_KEYS.statusIndex.partitionKey]: 'new',
    [TABLE_KEYS.emailIndex.partitionKey]: emailKey(email),
  };
}

async function writeBatch(
  client: DynamoDBDocumentClient,
  tableName: string,
  items: ContactItem[],
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
      request.PutRequest?.Item
        ? [{ PutRequest: { Item: request.PutRequest.Item as ContactItem } }]
        : [],
    );
  }
}

/**
 * Adds `count` contact records, numbered from `first`, with IN_FLIGHT batches at a time,
 * then raises counter shard 0 by `count`. `onProgress` gets the number written so far.
 */
export async function seedContacts(
  client: DynamoDBDocumentClient,
  tableName: string,
  first: number,
  count: number,
  onProgress: (written: number) => void = () => undefined,
): Promise<void> {
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < count) {
      const start = next;
      next = Math.min(count, next + BATCH);
      const items = Array.from({ length: next - start }, (_, i) => contactItem(first + start + i));
      await writeBatch(client, tableName, items);
      written += items.length;
      onProgress(written);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  await client.send(
    new UpdateCommand({
      TableName: tableName,
      Key: { [TABLE_KEYS.partitionKey]: counterId(0) },
      UpdateExpression: 'ADD #total :n',
      ExpressionAttributeNames: { '#total': COUNTER_ATTRIBUTE },
      ExpressionAttributeValues: { ':n': count },
    }),
  );
}
