import { BatchGetCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ACCESS_TOKEN_MINUTES, IDLE_MINUTES } from '@lab/shared/constants/sign-in';
import { SESSION_KEYS, SESSION_TABLE } from '@lab/shared/data/tables';
import { unlessConditionFails } from '../aws/dynamo-errors';
import { putIfAbsent, sessionTableFromEnv, type SessionTable } from './session-table';

/** The claims of a verified access token that sessions are tracked by. */
export const sessionClaimsSchema = z.object({
  sub: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
  jti: z.string().min(1),
  /** The admin's username (Cognito's and cognito-local's access tokens carry it): the audit trail's actor. */
  username: z.string().min(1),
  /** Cognito's id of the sign-in the token came from (shared by refreshed tokens); cognito-local has none. */
  origin_jti: z.string().min(1).optional(),
  /** The account's groups, which give its role (ROLE_GROUPS); absent when it is in none. */
  'cognito:groups': z.array(z.string()).optional(),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** What a revocation names: the whole sign-in when Cognito says which, else the one token. */
export const tokenSessionId = (claims: SessionClaims) => claims.origin_jti ?? claims.jti;

const { partitionKey: PK, ttlAttribute: TTL } = SESSION_TABLE;
const tokenKey = (claims: SessionClaims) => SESSION_KEYS.token + tokenSessionId(claims);
const userKey = (sub: string) => SESSION_KEYS.user + sub;

/**
 * The admin sessions in the session table (its `token#` and `user#` items): what the
 * two-step sign-in records, what every admin route checks a token against, and what
 * logout ends.
 */
export interface SessionStore {
  /**
   * Records that the two-step sign-in released this token at `nowMs`: the only way a
   * token becomes one the admin routes accept. False when its session already has an item
   * (Cognito never issues a token id twice, so that is a replay, or a revoked session).
   */
  record(claims: SessionClaims, nowMs: number): Promise<boolean>;
  /**
   * True when the token's session may go on: released by the two-step sign-in, not signed
   * out (alone or with all its admin's sessions) and not idle for more than IDLE_MINUTES.
   * Records this request as the session's latest activity.
   */
  admit(claims: SessionClaims, nowSeconds: number): Promise<boolean>;
  /** Refuses this token from now on. */
  revoke(claims: SessionClaims): Promise<void>;
  /**
   * Refuses every session of the admin signed in up to `nowMs`. Milliseconds, and the
   * sign-in's own clock rather than the token's `iat` (whole seconds): a sign-in made
   * right after, in the same second, goes on.
   */
  endAll(claims: SessionClaims, nowMs: number): Promise<void>;
  /**
   * Ends every session of an account other than the caller's, by its `sub` (an
   * administrator resetting its authenticator or changing its role). With `disabled`, the
   * account also gets no new session until `endAllOf` is called without it (enabled again):
   * its own record of the disabling, which does not expire, so the API refuses the account
   * even where the user pool would still sign it in (cognito-local ignores AdminDisableUser
   * at sign-in).
   */
  endAllOf(sub: string, nowMs: number, options?: { disabled?: boolean }): Promise<void>;
  /** True when an administrator disabled the account (see `endAllOf`). */
  isDisabled(sub: string): Promise<boolean>;
}

/** True when the token is older than the deployed access-token lifetime. */
export function outlivedLifetime(claims: SessionClaims, nowSeconds: number): boolean {
  return nowSeconds - claims.iat > ACCESS_TOKEN_MINUTES * 60;
}

/**
 * True when the session has been idle too long: no admin request for more than
 * IDLE_MINUTES since its last one (`lastActiveAt`), or since sign-in when it has made none.
 */
export function wentIdle(
  claims: SessionClaims,
  lastActiveAt: number | undefined,
  nowSeconds: number,
): boolean {
  return nowSeconds - Math.max(claims.iat, lastActiveAt ?? 0) > IDLE_MINUTES * 60;
}

/** When an item about a token may go: once the token would be refused by its age anyway. */
const tokenExpiry = (claims: SessionClaims) => claims.iat + ACCESS_TOKEN_MINUTES * 60;

/** The admin sessions through DynamoDB: one BatchGet per check, one Put per change. */
export function sessionStore(
  { client, tableName }: SessionTable = sessionTableFromEnv(),
): SessionStore {
  return {
    async record(claims, nowMs) {
      const recorded = await putIfAbsent(
        { client, tableName },
        { [PK]: tokenKey(claims), signedInAt: nowMs, [TTL]: tokenExpiry(claims) },
      );
      // The accounts list's "last sign-in": one small item per account, overwritten on each
      // sign-in and never expiring, so the list never scans the audit trail for it.
      if (recorded) {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: { [PK]: SESSION_KEYS.seen + claims.username, lastSignInAt: nowMs },
          }),
        );
      }
      return recorded;
    },
    async admit(claims, nowSeconds) {
      const keys = [{ [PK]: tokenKey(claims) }, { [PK]: userKey(claims.sub) }];
      const out = await client.send(
        new BatchGetCommand({
          RequestItems: { [tableName]: { Keys: keys, ConsistentRead: true } },
        }),
      );
      // Two small items never exceed BatchGet's limits; unprocessed keys mean throttling,
      // which must not let a signed-out token through: an outage (500), not a pass.
      if (Object.keys(out.UnprocessedKeys ?? {}).length > 0) {
        throw new Error('The sessions table did not answer every key');
      }
      const items = out.Responses?.[tableName] ?? [];
      const token = items.find((item) => item[PK] === tokenKey(claims));
      const user = items.find((item) => item[PK] === userKey(claims.sub));
      // Only a session the two-step sign-in recorded: a token taken from Cognito any other
      // way has none, whatever it carries.
      const signedInAt = token?.signedInAt;
      if (typeof signedInAt !== 'number' || token?.revoked === true) return false;
      if (user?.disabled === true) return false;
      const signedOutAt = user?.signedOutAt;
      if (typeof signedOutAt === 'number' && signedInAt <= signedOutAt) return false;
      const lastActiveAt = typeof token?.lastActiveAt === 'number' ? token.lastActiveAt : undefined;
      if (wentIdle(claims, lastActiveAt, nowSeconds)) return false;
      const touched = await unlessConditionFails(() =>
        client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: { [PK]: tokenKey(claims) },
            UpdateExpression: 'SET lastActiveAt = :now, #ttl = :ttl',
            // A logout between the read and this write wins.
            ConditionExpression: 'attribute_exists(signedInAt) AND attribute_not_exists(revoked)',
            ExpressionAttributeNames: { '#ttl': TTL },
            ExpressionAttributeValues: { ':now': nowSeconds, ':ttl': tokenExpiry(claims) },
          }),
        ),
      );
      return touched !== false;
    },
    async revoke(claims) {
      await client.send(
        new PutCommand({
          TableName: tableName,
          // Kept until the token would have expired by its lifetime anyway.
          Item: { [PK]: tokenKey(claims), revoked: true, [TTL]: tokenExpiry(claims) },
        }),
      );
    },
    endAll: (claims, nowMs) => endAllOf(claims.sub, nowMs),
    endAllOf,
    async isDisabled(sub) {
      const { Item } = await client.send(
        new GetCommand({ TableName: tableName, Key: { [PK]: userKey(sub) }, ConsistentRead: true }),
      );
      return Item?.disabled === true;
    },
  };

  async function endAllOf(
    sub: string,
    nowMs: number,
    { disabled = false }: { disabled?: boolean } = {},
  ): Promise<void> {
    await client.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          [PK]: userKey(sub),
          signedOutAt: nowMs,
          // A disabling is kept until the account is enabled again; otherwise, after one
          // lifetime every token issued before is refused by its age.
          ...(disabled
            ? { disabled: true }
            : { [TTL]: Math.floor(nowMs / 1000) + ACCESS_TOKEN_MINUTES * 60 }),
        },
      }),
    );
  }
}
