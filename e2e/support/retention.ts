import { ulid } from 'ulid';
import type { NewRecord } from '@lab/functions/lib/records/item';
import { createRecordRepository } from '@lab/functions/lib/records/record-repository';
import { localDocumentClient } from '@lab/functions/local/local-clients';
import { localStackPurgeTarget, runLocalPurge } from '@lab/functions/local/retention';
import { localTableEnv } from '@lab/functions/local/stack';
import { RECORD_TABLES } from '@lab/shared/data/tables';
import { E2E } from '../playwright.config';

const endpoint = `http://localhost:${E2E.dynamodbPort}`;

/**
 * Stores a contact message in `npm start`'s table as if it had arrived at `at` (epoch
 * ms): the form route's own repository write (the counts move with it), with an id and
 * arrival time of that moment, which is what the purge reads a record's age from.
 */
export async function storeContactAt(
  at: number,
  fields: Omit<NewRecord<'contact'>, 'id' | 'createdAt' | 'reference'>,
): Promise<string> {
  const tableName = localTableEnv()[RECORD_TABLES.contact.envVar];
  if (!tableName) throw new Error('The local stack names no contact table');
  const repository = createRecordRepository({
    kind: 'contact',
    tableName,
    client: localDocumentClient(endpoint),
  });
  const id = ulid(at);
  await repository.create({ ...fields, id, createdAt: new Date(at).toISOString() });
  return id;
}

/** Runs the stack's retention purge (the scheduled job's code) as if the clock read `now`. */
export function purgeAsOf(now: number) {
  return runLocalPurge(localStackPurgeTarget(endpoint), now);
}
