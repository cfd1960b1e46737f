import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { MAIL_RECIPIENTS_TABLE, TABLE_KEYS } from '@lab/shared/data/tables';

/*
 * DynamoDB cancels a transaction that touches an item another transaction is still
 * writing (`TransactionCanceledException`, reason `TransactionConflict`), and refuses a
 * single write to such an item (`TransactionConflictException`). DynamoDB Local does
 * neither: it queues them one after another, so a test against it never meets the race a
 * busy API meets in AWS. This puts DynamoDB's answers in front of a document client, for
 * the tests that are about contention.
 */

export interface TransactionConflicts {
  /**
   * Holds an item as another writer's transaction in flight would, until the returned
   * function is called: every transaction and single write that touches it is refused.
   */
  hold(tableName: string, key: Record<string, unknown>): () => void;
  /** How many writes it refused as DynamoDB would have. */
  readonly refused: number;
  /** Gives the client its own `send` back. */
  restore(): void;
}

type Write = { TableName?: string; Key?: Record<string, unknown>; Item?: Record<string, unknown> };

/** An item by table and key; a Put names it by its key attribute (`id` on record tables, else `pk`). */
function itemOf({ TableName, Key, Item }: Write): string {
  const key = Key ?? {
    [TABLE_KEYS.partitionKey]:
      Item?.[TABLE_KEYS.partitionKey] ?? Item?.[MAIL_RECIPIENTS_TABLE.partitionKey],
  };
  return `${TableName ?? ''}\u0000${JSON.stringify(key)}`;
}

const awsError = (name: string, message: string, fields: object = {}) =>
  Object.assign(new Error(message), { name, $fault: 'client' }, fields);

/** Makes `client` answer transactions that meet on an item as DynamoDB does. */
export function emulateTransactionConflicts(client: DynamoDBDocumentClient): TransactionConflicts {
  const held = new Map<string, number>();
  const take = (items: string[]) => {
    for (const item of items) held.set(item, (held.get(item) ?? 0) + 1);
    return () => {
      for (const item of items) {
        const left = (held.get(item) ?? 1) - 1;
        if (left > 0) held.set(item, left);
        else held.delete(item);
      }
    };
  };
  let refused = 0;
  const own = client.send;
  const send = own.bind(client) as (command: unknown, options?: unknown) => Promise<unknown>;

  const emulated = async (command: unknown, options?: unknown): Promise<unknown> => {
    if (command instanceof TransactWriteCommand) {
      const items = (command.input.TransactItems ?? []).map((entry) =>
        itemOf((entry.Update ?? entry.Delete ?? entry.ConditionCheck ?? entry.Put) as Write),
      );
      if (items.some((item) => held.has(item))) {
        refused++;
        throw awsError(
          'TransactionCanceledException',
          'Transaction cancelled, please refer cancellation reasons for specific reasons',
          {
            CancellationReasons: items.map((item) => ({
              Code: held.has(item) ? 'TransactionConflict' : 'None',
            })),
          },
        );
      }
      const release = take(items);
      try {
        return await send(command, options);
      } finally {
        release();
      }
    }
    if (
      command instanceof UpdateCommand ||
      command instanceof PutCommand ||
      command instanceof DeleteCommand
    ) {
      if (held.has(itemOf(command.input as Write))) {
        refused++;
        throw awsError('TransactionConflictException', 'Transaction is ongoing for the item');
      }
    }
    return send(command, options);
  };
  (client as { send: unknown }).send = emulated;

  return {
    hold: (tableName, key) => take([itemOf({ TableName: tableName, Key: key })]),
    get refused() {
      return refused;
    },
    restore: () => {
      client.send = own;
    },
  };
}
