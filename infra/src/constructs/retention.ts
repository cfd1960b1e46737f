import { Duration, Validations } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import { TABLE_KEYS, TABLES } from '@lab/shared/data/tables';
import { ApiFunction } from './api-function';
import { recordTableArns, type Tables } from './data';
import { DEAD_LETTER_RETENTION_DAYS } from './mail-delivery';
import {
  auditAppendStatement,
  recordDeletionStatements,
  recordReadStatement,
} from './table-grants';

/** The purge's folder under `functions/src/jobs/`. */
export const PURGE_HANDLER = 'purge-records';

/** How often the purge runs: records go within a day of passing their retention. */
export const PURGE_SCHEDULE_DAYS = 1;

/** How long one run may take. */
export const PURGE_TIMEOUT_MINUTES = 10;

/**
 * How long without a finished purge before it alarms: a day's schedule plus two hours, so
 * a run that is late or slow does not alarm, and one missed run does.
 */
export const PURGE_HEARTBEAT_HOURS = PURGE_SCHEDULE_DAYS * 24 + 2;

export interface RetentionProps {
  /** Every table: the purge deletes from the record tables and records each run in `audit`. */
  readonly tables: Tables;
}

/**
 * The retention purge: a function (`functions/src/jobs/purge-records`) run daily by an
 * EventBridge rule, deleting records past RECORD_RETENTION_MONTHS. It finds them by a key
 * range of each table's newest-first index (never a Scan), reads each, deletes it and
 * takes it off one counter shard in one transaction, and appends one audit entry a run.
 */
export class Retention extends Construct {
  public readonly purge: ApiFunction;
  public readonly schedule: Rule;
  /**
   * Schedule invocations EventBridge could not deliver to the purge (after its retries):
   * a run that never started, which the function's own error alarm cannot see.
   */
  public readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: RetentionProps) {
    super(scope, id);
    this.purge = new ApiFunction(this, 'Purge', {
      handler: PURGE_HANDLER,
      source: 'jobs',
      // Not an API request: a backlog (the first run on old data) may take minutes, and a
      // run cut short leaves the rest to the next, since each deletion stands on its own.
      timeout: Duration.minutes(PURGE_TIMEOUT_MINUTES),
      environment: Object.fromEntries(
        [...RECORD_KINDS, 'audit' as const].map((table) => [
          TABLES[table].envVar,
          props.tables[table].tableName,
        ]),
      ),
    });
    const tableArns = recordTableArns(props.tables);
    const grants = [
      // Ids below the cut-off: a key range of the newest-first index, ids only.
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: tableArns.map((arn) => `${arn}/index/${TABLE_KEYS.listIndex.name}`),
      }),
      // Each record as it is, to know which status count it leaves.
      recordReadStatement(tableArns),
      ...recordDeletionStatements(tableArns),
      // One new audit entry a run, as the API's functions append theirs.
      auditAppendStatement(props.tables.audit.tableArn),
    ];
    for (const grant of grants) this.purge.addToRolePolicy(grant);
    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(DEAD_LETTER_RETENTION_DAYS),
    });
    Validations.of(this.deadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter queue of the purge schedule: nothing consumes it but the operator, so it needs none of its own.',
    });
    this.schedule = new Rule(this, 'Daily', {
      description: 'Deletes records past their retention period',
      schedule: Schedule.rate(Duration.days(PURGE_SCHEDULE_DAYS)),
      targets: [
        new LambdaFunction(this.purge, { retryAttempts: 2, deadLetterQueue: this.deadLetters }),
      ],
    });
  }
}
