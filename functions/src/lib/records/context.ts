import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { newReference } from '@lab/shared/constants/reference';
import type { RetryOptions } from '../aws/retry';

export interface RepositoryOptions<K extends RecordKind> {
  kind: K;
  tableName: string;
  client: DynamoDBDocumentClient;
  random?: () => number;
  /** Draws a reference number (tests force a given one, or a collision). */
  reference?: () => string;
  retry?: RetryOptions;
}

/** What every job of one kind's repository works over: its table, client and draws. */
export interface RecordContext<K extends RecordKind> {
  readonly kind: K;
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
  /** Picks counter shards. */
  readonly random: () => number;
  readonly drawReference: () => string;
  /** How transactions that conflict with another are retried. */
  readonly retry: RetryOptions | undefined;
}

/** How often a change or removal re-reads and tries again when its record moved under it. */
export const CHANGE_ATTEMPTS = 5;

export function recordContext<K extends RecordKind>({
  kind,
  tableName,
  client,
  random = Math.random,
  reference = newReference,
  retry,
}: RepositoryOptions<K>): RecordContext<K> {
  return { kind, tableName, client, random, drawReference: reference, retry };
}
