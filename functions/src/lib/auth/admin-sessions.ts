import { BatchGetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ACCESS_TOKEN_MINUTES } from '@lab/shared/constants/sign-in';
import { SESSION_TABLE } from '@lab/shared/data/tables';
import { dynamoClient } from '../aws/dynamo';
import { readEnv } from '../env';

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
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

/** What a revocation names: the whole sign-in when Cognito says which, else the one token. */
export const tokenSessionId = (claims: SessionClaims) => claims.origin_jti ?? claims.jti;

const { partitionKey: PK, ttlAttribute: TTL } = SESSION_TABLE;
const tokenKey = (claims: SessionClaims) => `token#${tokenSessionId(claims)}`;
const userKey = (sub: string) => `user#${sub}`;

export interface AdminSessions {
  /** True when the token was signed out, alone or with all its admin's sessions. */
  isEnded(claims: SessionClaims): Promise<boolean>;
  /** Refuses this token from now on. */
  revoke(claims: SessionClaims): Promise<void>;
  /** Refuses every token of the admin issued up to `nowSeconds`. */
  endAll(claims: SessionClaims, nowSeconds: number): Promise<void>;
}

/** True when the token is older than the deployed access-token lifetime. */
export function outlivedLifetime(claims: SessionClaims, nowSeconds: number): boolean {
  return nowSeconds - claims.iat > ACCESS_TOKEN_MINUTES * 60;
}

/** The sessions table through DynamoDB: one BatchGet per check, one Put per change. */
export function adminSessions(
  client: Pick<DynamoDBDocumentClient, 'send'> = dynamoClient(),
  tableName: string = readEnv({ [SESSION_TABLE.envVar]: z.string().min(1) })[
    SESSION_TABLE.envVar
  ] as string,
): AdminSessions {
  return {
    async isEnded(claims) {
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
      return items.some((item) => {
        if (item[PK] === tokenKey(claims)) return true;
        const validAfter = item.validAfter;
        return typeof validAfter === 'number' && claims.iat <= validAfter;
      });
    },
    async revoke(claims) {
      await client.send(
        new PutCommand({
          TableName: tableName,
          // Kept until the token would have expired by its lifetime anyway.
          Item: { [PK]: tokenKey(claims), [TTL]: claims.iat + ACCESS_TOKEN_MINUTES * 60 },
        }),
      );
    },
    async endAll(claims, nowSeconds) {
      await client.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            [PK]: userKey(claims.sub),
            validAfter: nowSeconds,
            // After one lifetime every token issued before is refused by its age.
            [TTL]: nowSeconds + ACCESS_TOKEN_MINUTES * 60,
          },
        }),
      );
    },
  };
}
