import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import {
  AUDIT_TABLE,
  COUNTER_ATTRIBUTE,
  COUNTER_SHARDS,
  counterId,
  STATUS_COUNTER_ATTRIBUTES,
  TABLE_KEYS,
  WORK_ATTRIBUTES,
} from '@lab/shared/data/tables';

/*
 * The table statements more than one function is granted (the API's routes, the retention
 * purge, the mail worker), each written once. Explicit statements rather than
 * table.grant*(), which would also grant every index and every item.
 */

/** Conditions of a policy statement: operator → condition key → value. */
export type Conditions = Record<string, Record<string, unknown>>;

/** Items whose key is not a counter shard's (`#count#<n>`): records only. */
export const NOT_COUNTERS = { 'ForAllValues:StringNotLike': { 'dynamodb:LeadingKeys': ['#*'] } };

/**
 * The counter shards, and no other item; with `attributes`, only those attributes of them
 * (and DynamoDB counts the key among the attributes a request names).
 */
export function onlyCounters(attributes?: readonly string[]): Conditions {
  return {
    'ForAllValues:StringEquals': {
      'dynamodb:LeadingKeys': Array.from({ length: COUNTER_SHARDS }, (_, n) => counterId(n)),
      ...(attributes && { 'dynamodb:Attributes': [TABLE_KEYS.partitionKey, ...attributes] }),
    },
  };
}

/** Records as they are, one by key; never a counter item. */
export function recordReadStatement(tableArns: readonly string[]): PolicyStatement {
  return new PolicyStatement({
    actions: ['dynamodb:GetItem'],
    resources: [...tableArns],
    conditions: NOT_COUNTERS,
  });
}

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
        ...onlyCounters([COUNTER_ATTRIBUTE, ...Object.values(STATUS_COUNTER_ATTRIBUTES)]),
        StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
      },
    }),
  ];
}

/**
 * Staff's replies on records (WORK_ATTRIBUTES.replies), never a counter item: reading where
 * a reply stands in the list (that attribute only), appending, moving and removing one,
 * returning nothing. The reply route and the delivery feedback are granted these.
 */
export function replyStatements(tableArns: readonly string[]): PolicyStatement[] {
  const attributes = {
    'ForAllValues:StringEquals': {
      'dynamodb:Attributes': [TABLE_KEYS.partitionKey, WORK_ATTRIBUTES.replies],
    },
  };
  return [
    new PolicyStatement({
      actions: ['dynamodb:GetItem'],
      resources: [...tableArns],
      conditions: {
        ...attributes,
        ...NOT_COUNTERS,
        StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
      },
    }),
    new PolicyStatement({
      actions: ['dynamodb:UpdateItem'],
      resources: [...tableArns],
      conditions: {
        ...attributes,
        ...NOT_COUNTERS,
        StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
      },
    }),
  ];
}

/**
 * New audit entries under the trail's one partition, returning nothing old. Never an
 * update, a delete or a batch write, so no function can change or remove an entry (the
 * key of each new one is unique).
 */
export function auditAppendStatement(auditTableArn: string): PolicyStatement {
  return new PolicyStatement({
    actions: ['dynamodb:PutItem'],
    resources: [auditTableArn],
    conditions: {
      'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [AUDIT_TABLE.partition] },
      StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' },
    },
  });
}
