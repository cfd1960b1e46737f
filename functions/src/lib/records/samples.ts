import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { SAMPLE_ATTRIBUTES, TABLE_KEYS } from '@lab/shared/data/tables';
import type { ContainersSentFact, SamplesReceived } from '@lab/shared/schemas/samples';
import { unlessConditionFails } from '../aws/dynamo-errors';
import type { RecordContext } from './context';

/*
 * The samples' facts on a record (issue 31): the samples received at the laboratory and
 * the containers sent out. Each is set once: a second scan of the same box, or a second
 * "sent", leaves the first standing. The mail worker's stream filter sees the attribute
 * appear and sends the e-mail, so setting it twice would mean two e-mails.
 */

/** A fact as the route stores it: its e-mail's delivery is the mail jobs' to keep beside it. */
export type StoredSamplesReceived = Omit<SamplesReceived, 'delivery'>;
export type StoredContainersSent = Omit<ContainersSentFact, 'delivery'>;

/** What setting a fact came to: set now, set before (nothing written), or no such record. */
export type SampleFactOutcome = 'set' | 'already' | 'missing';

type Context = Pick<RecordContext<RecordKind>, 'client' | 'tableName'>;

const { partitionKey } = TABLE_KEYS;

/**
 * Sets `attribute` to `fact` on record `id` in one conditional UpdateItem: only on an
 * existing record (an update must never create an item; never a counter shard, whose ids
 * start with `#`) that does not have it yet. Returns nothing from DynamoDB (the samples
 * grant allows no return values); a refusal is told apart by `exists`, the caller's read.
 */
async function setOnce(
  { client, tableName }: Context,
  id: string,
  attribute: string,
  fact: object,
  exists: () => Promise<boolean>,
): Promise<SampleFactOutcome> {
  if (id.startsWith('#')) return 'missing';
  const written = await unlessConditionFails(() =>
    client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { [partitionKey]: id },
        UpdateExpression: 'SET #fact = :fact',
        ConditionExpression: 'attribute_exists(#id) AND attribute_not_exists(#fact)',
        ExpressionAttributeNames: { '#id': partitionKey, '#fact': attribute },
        ExpressionAttributeValues: { ':fact': fact },
      }),
    ),
  );
  if (written !== false) return 'set';
  return (await exists()) ? 'already' : 'missing';
}

/** Records the samples received, once (see `setOnce`). */
export const receiveSamples = (
  context: Context,
  id: string,
  fact: StoredSamplesReceived,
  exists: () => Promise<boolean>,
) => setOnce(context, id, SAMPLE_ATTRIBUTES.received, fact, exists);

/** Records the containers sent, once (see `setOnce`). */
export const markContainersSent = (
  context: Context,
  id: string,
  fact: StoredContainersSent,
  exists: () => Promise<boolean>,
) => setOnce(context, id, SAMPLE_ATTRIBUTES.sent, fact, exists);
