import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  COUNTER_ATTRIBUTE,
  COUNTER_SHARDS,
  counterId,
  STATUS_COUNTER_ATTRIBUTES,
  TABLE_KEYS,
} from '@lab/shared/data/tables';

/** Items whose key is not a counter shard's (`#count#<n>`): records only. */
export const NOT_COUNTERS = { 'ForAllValues:StringNotLike': { 'dynamodb:LeadingKeys': ['#*'] } };

/**
 * What a counted deletion needs on record tables (the retention purge, an erasure): delete
 * records (never a counter item, returning nothing), and on the counter shards only move
 * the total and the status counts down in the same transaction.
 */
export function recordDeletionStatements(tableArns: readonly string[]): PolicyStatement[] {
  return [
    new PolicyStatement({
      actions: ['dynamodb:DeleteItem'],
      resources: [...tableArns],
      conditions: {
        ...NOT_COUNTERS,
        StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
      },
    }),
    new PolicyStatement({
      actions: ['dynamodb:UpdateItem'],
      resources: [...tableArns],
      conditions: {
        'ForAllValues:StringEquals': {
          'dynamodb:LeadingKeys': Array.from({ length: COUNTER_SHARDS }, (_, n) => counterId(n)),
          'dynamodb:Attributes': [
            TABLE_KEYS.partitionKey,
            COUNTER_ATTRIBUTE,
            ...Object.values(STATUS_COUNTER_ATTRIBUTES),
          ],
        },
        StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
      },
    }),
  ];
}
