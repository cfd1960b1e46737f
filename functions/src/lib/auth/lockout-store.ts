import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { SESSION_KEYS, SESSION_TABLE } from '@lab/shared/data/tables';
import { unlessConditionFails } from '../aws/dynamo-errors';
import { addressKey } from './address-key';
import { sessionTableFromEnv, type SessionTable } from './session-table';
import { canonicalUsername } from './username';

/**
 * The keys of the sign-in guard's counts (SESSION_KEYS.signIn items): the kind first and
 * the username last, so no username can spell another count's key (an address key holds
 * no `#`).
 */
export const lockoutKeys = {
  /** A username's wrong authenticator codes. */
  code: (username: string) => `${SESSION_KEYS.signIn}code#${canonicalUsername(username)}`,
  /** A username's wrong passwords, from every address. */
  username: (username: string) => `${SESSION_KEYS.signIn}password#${canonicalUsername(username)}`,
  /** A username's wrong passwords from one client address (see `addressKey`). */
  address: (username: string, address: string) =>
    `${SESSION_KEYS.signIn}address#${addressKey(address)}#${canonicalUsername(username)}`,
};

/** One stored lockout count, as the sign-in guard reads it (times in epoch seconds). */
export interface LockoutCount {
  failures: number;
  lockedUntil?: number;
  /** When the count is forgotten. */
  expiresAt: number;
}

/**
 * The lockout counts (SESSION_KEYS.signIn items of the session table), which the sign-in
 * guard keeps: each call one atomic change of one item.
 */
export interface LockoutStore {
  get(key: string): Promise<LockoutCount | undefined>;
  /**
   * Adds one failure and sets when the count is forgotten; a count already past
   * `expiresAt` (not yet removed by TTL) starts again. Answers the new count.
   */
  add(key: string, nowSeconds: number, expiresAt: number): Promise<number>;
  /** Locks until `until`, unless a later lock is already set. */
  lockUntil(key: string, until: number): Promise<void>;
  /** Forgets the failures and the lock. */
  clear(key: string): Promise<void>;
}

const { partitionKey: PK, ttlAttribute: TTL } = SESSION_TABLE;
/** The attributes of a count, by their expression names. */
const NAMES = { '#pk': PK, '#ttl': TTL, '#failures': 'failures', '#lockedUntil': 'lockedUntil' };
const countSchema = z.object({
  failures: z.number().optional(),
  lockedUntil: z.number().optional(),
  [TTL]: z.number(),
});

/** The expression names `expression` uses (DynamoDB refuses unused ones). */
const namesIn = (expression: string) =>
  Object.fromEntries(Object.entries(NAMES).filter(([name]) => expression.includes(name)));

/**
 * The counts as items of the session table (see SESSION_KEYS.signIn), each change one
 * conditional UpdateItem: no read-modify-write, so concurrent failures never overwrite
 * each other, and no DeleteItem (a success removes the attributes; TTL removes the item).
 */
export function lockoutStore(
  { client, tableName }: SessionTable = sessionTableFromEnv(),
): LockoutStore {
  /** One conditional update of the item `key`: its new attributes, or false when refused. */
  const update = async (
    key: string,
    { set, condition, values }: { set: string; condition: string; values?: Record<string, number> },
  ) => {
    const out = await unlessConditionFails(() =>
      client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { [PK]: key },
          UpdateExpression: set,
          ConditionExpression: condition,
          ExpressionAttributeNames: namesIn(`${set} ${condition}`),
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return out && (out.Attributes ?? {});
  };
  return {
    async get(key) {
      const out = await client.send(
        new GetCommand({ TableName: tableName, Key: { [PK]: key }, ConsistentRead: true }),
      );
      const item = countSchema.safeParse(out.Item);
      if (!item.success) return undefined;
      const { failures = 0, lockedUntil, [TTL]: expiresAt } = item.data;
      return { failures, lockedUntil, expiresAt };
    },
    async add(key, nowSeconds, expiresAt) {
      const values = { ':one': 1, ':expiresAt': expiresAt, ':now': nowSeconds };
      // Two rounds at most in practice: one request resets a forgotten count, and the
      // others then add to the new one.
      for (let round = 0; round < 3; round++) {
        const added = await update(key, {
          set: 'ADD #failures :one SET #ttl = :expiresAt',
          condition: 'attribute_not_exists(#pk) OR #ttl > :now',
          values,
        });
        if (added) return z.number().parse(added.failures);
        const restarted = await update(key, {
          set: 'SET #failures = :one, #ttl = :expiresAt REMOVE #lockedUntil',
          condition: '#ttl <= :now',
          values,
        });
        if (restarted) return 1;
      }
      throw new Error('The sign-in failure count kept changing under its update');
    },
    async lockUntil(key, until) {
      // Refused when a later lock is already set: that one stays.
      await update(key, {
        set: 'SET #lockedUntil = :until',
        condition: 'attribute_not_exists(#lockedUntil) OR #lockedUntil < :until',
        values: { ':until': until },
      });
    },
    async clear(key) {
      // Refused when there is nothing to forget: an update would create an empty item.
      await update(key, {
        set: 'REMOVE #failures, #lockedUntil',
        condition: 'attribute_exists(#failures)',
      });
    },
  };
}
