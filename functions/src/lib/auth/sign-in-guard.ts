import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { lockSeconds, SIGN_IN_LOCKOUT } from '@lab/shared/constants/sign-in';
import { SESSION_KEYS, SESSION_TABLE } from '@lab/shared/data/tables';
import { signInLockedMessage } from '@lab/shared/schemas/admin';
import { dynamoClient } from '../aws/dynamo';
import { unlessConditionFails } from '../aws/dynamo-errors';
import { readEnv } from '../env';
import { HttpError } from '../http/http-error';
import { countSignInFailure } from '../metrics/sign-in-failures';

/** A username's failures after one more, and how long that one locked it for. */
export interface SignInGuardState {
  failures: number;
  /** Seconds the username is locked from now on: 0 while it is still free. */
  lockedSeconds: number;
}

/**
 * Brute-force protection of the sign-in, per username (SIGN_IN_LOCKOUT): repeated
 * failures lock the username for a while, whatever the password then given.
 */
export interface SignInGuard {
  /** Throws the 429 `signInLocked` answer while the username is locked; else does nothing. */
  check(username: string): Promise<void>;
  /** Counts one failure (atomically: parallel failures all count) and locks when due. */
  failed(username: string): Promise<SignInGuardState>;
  /** Forgets the username's failures: it has signed in. */
  succeeded(username: string): Promise<void>;
}

/** The 429 answer to a locked username, with how long it stays locked (Retry-After, in seconds). */
export function signInLocked(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, signInLockedMessage(seconds), undefined, {
    'retry-after': String(seconds),
  });
}

/**
 * One username, however typed: Cognito matches usernames without regard to case (the
 * pool's default), so 'Admin', 'admin ' and a decomposed accent all count as one.
 */
export function signInKey(username: string): string {
  return SESSION_KEYS.signIn + username.trim().normalize('NFC').toLowerCase();
}

/** A username's stored count, as the guard reads it (times in epoch seconds). */
export interface FailureCount {
  failures: number;
  lockedUntil?: number;
  /** When the count is forgotten. */
  expiresAt: number;
}

/** Where the guard keeps its counts: each call one atomic change of one item. */
export interface FailureStore {
  get(key: string): Promise<FailureCount | undefined>;
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

export interface SignInGuardOptions {
  /** @default Date.now */
  now?: () => number;
  /** Told of each counted failure. @default counts it in the sign-in metrics (in Lambda) */
  onFailure?: (failure: { locked: boolean }) => void;
}

/** The guard over a store of counts. */
export function signInGuard(
  store: FailureStore,
  { now = Date.now, onFailure = countSignInFailure }: SignInGuardOptions = {},
): SignInGuard {
  const nowSeconds = () => Math.floor(now() / 1000);
  return {
    async check(username) {
      const count = await store.get(signInKey(username));
      const at = nowSeconds();
      if (!count || count.expiresAt <= at) return;
      if (count.lockedUntil !== undefined && count.lockedUntil > at) {
        throw signInLocked(count.lockedUntil - at);
      }
    },
    async failed(username) {
      const key = signInKey(username);
      const at = nowSeconds();
      const failures = await store.add(key, at, at + SIGN_IN_LOCKOUT.forgetAfterHours * 3600);
      const lockedSeconds = lockSeconds(failures);
      if (lockedSeconds > 0) await store.lockUntil(key, at + lockedSeconds);
      onFailure({ locked: lockedSeconds > 0 });
      return { failures, lockedSeconds };
    },
    succeeded: (username) => store.clear(signInKey(username)),
  };
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
 * The counts as items of the sessions table (see SESSION_KEYS.signIn), each change one
 * conditional UpdateItem: no read-modify-write, so concurrent failures never overwrite
 * each other, and no DeleteItem (a success removes the attributes; TTL removes the item).
 */
export function dynamoFailureStore(
  client: Pick<DynamoDBDocumentClient, 'send'> = dynamoClient(),
  tableName: string = readEnv({ [SESSION_TABLE.envVar]: z.string().min(1) })[
    SESSION_TABLE.envVar
  ] as string,
): FailureStore {
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

/** The guard in Lambda or on the local stack: counts in the sessions table. */
export function signInGuardFromEnv(): SignInGuard {
  return signInGuard(dynamoFailureStore());
}
