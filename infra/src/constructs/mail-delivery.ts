import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import {
  FilterCriteria,
  StartingPosition,
  type DlqDestinationConfig,
  type IEventSourceDlq,
  type IFunction,
} from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type CfnBucket,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { FOLLOW_UP_CHECK_MINUTES, SEND_LEASE_SECONDS } from '@lab/shared/constants/mail';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import {
  FOLLOW_UP_CHECK_EVENT,
  MAIL_CONFIGURATION_SET_ENV,
  MAIL_JOBS,
  MAIL_RECEIPT_CONFIGURATION_SET_ENV,
  SITE_URL_ENV,
} from '@lab/shared/data/mail-jobs';
import {
  DELIVERY_ATTRIBUTES,
  FOLLOW_UP_DUE_INDEX,
  MAIL_EVENT_PATTERNS,
  RECIPIENT_KEYS,
  TABLE_KEYS,
} from '@lab/shared/data/tables';
import { SECRETS } from '@lab/shared/security/secrets';
import { ApiFunction } from './api-function';
import { recordTableArns, tableNames, type Tables } from './data';
import type { Mail } from './mail';
import { NOT_COUNTERS, recordReadStatement, replyStatements } from './table-grants';

/**
 * How long one worker invocation may run: long enough to wait out another attempt's lease
 * on a message (SEND_LEASE_SECONDS) and still send.
 */
export const MAIL_WORKER_TIMEOUT_SECONDS = SEND_LEASE_SECONDS + 60;

/**
 * How the worker reads each record table's stream. A failing batch is halved until the
 * failing record stands alone (the handler also names its failed records), retried, and
 * finally written whole to the stream-failures bucket; a record a day old is given up on
 * (the stream keeps records 24 hours anyway).
 */
export const MAIL_STREAM_READING = {
  batchSize: 25,
  retryAttempts: 8,
  maxRecordAgeHours: 24,
} as const;

/** The SES statement of the events topic's key policy, as SES documents it. */
export const SES_EVENTS_KEY_SID = 'AllowSESToUseKMSKey';

/** How long a dead letter waits for the operator: SQS's longest. */
export const DEAD_LETTER_RETENTION_DAYS = 14;

/**
 * How long a failed stream batch is kept for `npm run mail:redrive`: as long as a dead
 * letter. It holds the records as written (names, addresses), so no longer than that.
 */
export const STREAM_FAILURE_RETENTION_DAYS = DEAD_LETTER_RETENTION_DAYS;

/** The S3 request-metrics filter that counts the failed batches written to the bucket. */
export const STREAM_FAILURE_METRICS_ID = 'EntireBucket';

/** The SES events the feedback reads: every other kind would only be thrown away. */
export const MAIL_FEEDBACK_EVENTS = [
  EmailSendingEvent.SEND,
  EmailSendingEvent.DELIVERY,
  EmailSendingEvent.BOUNCE,
  EmailSendingEvent.COMPLAINT,
] as const;

/**
 * A stream's S3 on-failure destination whose function may only write there: what Lambda
 * documents it needs (s3:PutObject, s3:ListBucket), where aws-cdk-lib's
 * S3OnFailureDestination grants read, write and delete.
 */
class WriteOnlyS3Destination implements IEventSourceDlq {
  constructor(private readonly bucket: IBucket) {}

  bind(_mapping: unknown, handler: IFunction): DlqDestinationConfig {
    handler.addToRolePolicy(
      new PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.bucket.bucketArn] }),
    );
    handler.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [this.bucket.arnForObjects('*')],
      }),
    );
    return { destination: this.bucket.bucketArn };
  }
}

export interface MailDeliveryProps {
  /** Every table: the record tables' streams are read, and `recipients` holds the worker's state. */
  readonly tables: Tables;
  readonly mail: Mail;
  readonly mailFrom: string;
  readonly notifyTo: string;
  /** The site's address (`https://…`, no trailing slash): alerts link to their record there. */
  readonly siteUrl: string;
}

/**
 * The automatic e-mails (see `@lab/shared/constants/mail`): a worker
 * (`functions/src/jobs/mail-worker`) reads the record tables' streams, filtered to new
 * records and records with samples facts (MAIL_EVENT_PATTERNS), and sends each record's
 * alert and receipt (and its arrival and dispatch, once each) through SES, alerts (and notifies)
 * with one configuration set and receipts with another (a receipt within its mailbox's
 * interval waits in that interval's follow-up instead); the
 * same function, invoked by a schedule every FOLLOW_UP_CHECK_MINUTES, finds the follow-ups
 * whose interval ended (a Query on the recipients table's sparse index) and sends each.
 * SES publishes what became of each message to an SNS topic, and the feedback
 * (`functions/src/jobs/mail-feedback`) writes it onto the record (a follow-up's onto each
 * of its records) and into the suppression list. Stream batches that fail every attempt
 * are kept whole in a bucket, and SES events the feedback fails on in a queue of their own:
 * `npm run mail:redrive` sends the first again and hands the second back to the feedback.
 */
export class MailDelivery extends Construct {
  public readonly worker: ApiFunction;
  public readonly feedback: ApiFunction;
  /**
   * The stream batches the worker failed on every attempt, each written whole (the records
   * as stored) by the event source mapping: what `npm run mail:redrive -- <stage>
   * --failures` sends again. A queue would get only the batch's stream position, which
   * the stream forgets after 24 hours.
   */
  public readonly streamFailures: Bucket;
  /** The SES events the feedback failed on every attempt (each event whole, replayable). */
  public readonly feedbackDeadLetters: Queue;
  /** The configuration set of the messages to the laboratory: alerts and notifies. */
  public readonly configurationSet: ConfigurationSet;
  /**
   * The configuration set of the messages to requesters: receipts and follow-ups. Apart,
   * so their bounce and complaint rates are measured (and alarmed) apart from the alerts',
   * and sending can be paused for receipts alone.
   */
  public readonly receiptConfigurationSet: ConfigurationSet;
  /** Where SES publishes both configuration sets' events. */
  public readonly events: Topic;
  /** Invokes the worker with the follow-up check, which sends the due follow-ups. */
  public readonly followUpCheck: Rule;

  constructor(scope: Construct, id: string, props: MailDeliveryProps) {
    super(scope, id);

    // The construct id is as first deployed, when the stream's failures came here too: a new
    // one would replace the queue and lose what it holds.
    this.feedbackDeadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(DEAD_LETTER_RETENTION_DAYS),
    });
    Validations.of(this.feedbackDeadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the dead-letter queue of the delivery feedback: nothing consumes it but the operator (npm run mail:redrive -- <stage> --feedback), so it needs none of its own.',
    });

    this.streamFailures = new Bucket(this, 'StreamFailures', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(STREAM_FAILURE_RETENTION_DAYS) }],
      // Request metrics: each failed batch is one PUT, which the stream-failure alarm counts.
      metrics: [{ id: STREAM_FAILURE_METRICS_ID }],
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    Validations.of(this.streamFailures).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        "Written only by the mail worker's event source mapping and read only by the operator's redrive, and every object expires in 14 days; the site's access-log bucket is made after this construct (the worker's alerts need the site's address).",
    });

    // The construct id is as first deployed: a new one would replace the set.
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
    });
    this.receiptConfigurationSet = new ConfigurationSet(this, 'ReceiptConfigurationSet', {
      reputationMetrics: true,
    });
    const sets = [this.configurationSet, this.receiptConfigurationSet];
    // SES cannot publish to a topic under the AWS managed `alias/aws/sns` key (its policy
    // admits no service), so the topic has a key of its own that SES may use.
    const key = new Key(this, 'EventsKey', {
      description: 'Encrypts the laboratory website mail events topic; SES may use it',
      enableKeyRotation: true,
      // It protects only messages in flight: nothing to keep once the stack is gone.
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    // The statement SES documents for a topic encrypted with a customer managed key (SES
    // developer guide, "AllowSESToUseKMSKey"), with no condition: SES documents none on the
    // key, and KMS denies a call whose request lacks a key a condition names, so SES's
    // events (bounces, complaints) would never reach the topic, and nothing would say so.
    // Who may publish is held by the topic policy below, where SES documents
    // aws:SourceAccount and aws:SourceArn (our two configuration sets).
    key.addToResourcePolicy(
      new PolicyStatement({
        sid: SES_EVENTS_KEY_SID,
        principals: [new ServicePrincipal('ses.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
      }),
    );
    // enforceSSL gives the topic a policy of its own; each event destination adds SES's
    // publish permission to it, on condition of this account and its configuration set.
    this.events = new Topic(this, 'Events', {
      displayName: 'Laboratory website mail events',
      enforceSSL: true,
      masterKey: key,
    });
    for (const set of sets) {
      set.addEventDestination('Feedback', {
        destination: EventDestination.snsTopic(this.events),
        events: [...MAIL_FEEDBACK_EVENTS],
      });
    }

    const tableArns = recordTableArns(props.tables);
    const names = tableNames(props.tables);
    const recipientsArn = props.tables.recipients.tableArn;

    this.worker = new ApiFunction(this, 'Worker', {
      handler: MAIL_JOBS.worker.handler,
      source: 'jobs',
      timeout: Duration.seconds(MAIL_WORKER_TIMEOUT_SECONDS),
      // All but the document link key's ARN, which useDocumentLinkKey sets.
      environment: pick(MAIL_JOBS.worker.env.filter(isNotLinkKey), {
        ...names,
        MAIL_FROM: props.mailFrom,
        NOTIFY_TO: props.notifyTo,
        [MAIL_CONFIGURATION_SET_ENV]: this.configurationSet.configurationSetName,
        [MAIL_RECEIPT_CONFIGURATION_SET_ENV]: this.receiptConfigurationSet.configurationSetName,
        [SITE_URL_ENV]: props.siteUrl,
      }),
    });
    for (const kind of RECORD_KINDS) {
      this.worker.addEventSource(
        new DynamoEventSource(props.tables[kind], {
          // The oldest record the stream holds: a deployment or an outage loses no mail.
          startingPosition: StartingPosition.TRIM_HORIZON,
          batchSize: MAIL_STREAM_READING.batchSize,
          bisectBatchOnError: true,
          retryAttempts: MAIL_STREAM_READING.retryAttempts,
          maxRecordAge: Duration.hours(MAIL_STREAM_READING.maxRecordAgeHours),
          reportBatchItemFailures: true,
          onFailure: new WriteOnlyS3Destination(this.streamFailures),
          filters: MAIL_EVENT_PATTERNS.map((pattern) => FilterCriteria.filter(pattern)),
        }),
      );
    }

    Validations.of(this.worker.role ?? this.worker).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(this.streamFailures.node.defaultChild as CfnBucket)}.Arn>/*]`,
      reason:
        "Lambda names each failed batch's object itself, so the event source mapping (with the worker's role) may put any key in the stream-failures bucket; it may not read or delete one.",
    });
    // A check that fails is not retried: the next one, minutes later, takes up what it left
    // (each follow-up is claimed, so two checks never send one twice), and its error alarms.
    // The construct id is as first deployed: it is the rule's logical id, and a new one would
    // replace the rule.
    this.followUpCheck = new Rule(this, 'FollowUpSchedule', {
      description: 'Sends the receipt follow-ups whose interval ended',
      schedule: Schedule.rate(Duration.minutes(FOLLOW_UP_CHECK_MINUTES)),
      targets: [
        new LambdaFunction(this.worker, {
          event: RuleTargetInput.fromObject(FOLLOW_UP_CHECK_EVENT),
          retryAttempts: 0,
        }),
      ],
    });
    this.worker.configureAsyncInvoke({ retryAttempts: 0 });

    this.feedback = new ApiFunction(this, 'Feedback', {
      handler: MAIL_JOBS.feedback.handler,
      source: 'jobs',
      environment: pick(MAIL_JOBS.feedback.env, names),
    });
    this.events.addSubscription(new LambdaSubscription(this.feedback));
    // SNS invokes asynchronously: an event the feedback failed on twice more is kept, not lost
    // (a bounce that never reached the suppression list would be mailed again).
    this.feedback.configureAsyncInvoke({
      onFailure: new SqsDestination(this.feedbackDeadLetters),
    });

    // Both write a record's delivery attributes (and the key that names it) and nothing else,
    // never on a counter item, answering with at most the attributes they wrote.
    const deliveryUpdate = new PolicyStatement({
      actions: ['dynamodb:UpdateItem'],
      resources: tableArns,
      conditions: {
        'ForAllValues:StringEquals': {
          'dynamodb:Attributes': [TABLE_KEYS.partitionKey, ...Object.values(DELIVERY_ATTRIBUTES)],
        },
        ...NOT_COUNTERS,
        StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'] },
      },
    });
    const recipientKeys = (...prefixes: string[]) => ({
      'ForAllValues:StringLike': {
        'dynamodb:LeadingKeys': prefixes.map((prefix) => `${prefix}*`),
      },
    });
    const workerGrants = [
      // Also a receipt joining its follow-up, in one transaction with the follow-up's item.
      deliveryUpdate,
      // A record as it stands now (another attempt's lease, a follow-up's records).
      recordReadStatement(tableArns),
      // Reads the limits, follow-ups and suppressions; writes the limits, the follow-ups and
      // the day's budget only: an address is suppressed by the feedback alone, and client
      // addresses are counted by the create routes alone.
      new PolicyStatement({
        actions: ['dynamodb:GetItem'],
        resources: [recipientsArn],
        conditions: recipientKeys(
          RECIPIENT_KEYS.limit,
          RECIPIENT_KEYS.followUp,
          RECIPIENT_KEYS.suppressed,
        ),
      }),
      new PolicyStatement({
        actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem'],
        resources: [recipientsArn],
        conditions: recipientKeys(
          RECIPIENT_KEYS.limit,
          RECIPIENT_KEYS.followUp,
          RECIPIENT_KEYS.budget,
        ),
      }),
      // The due follow-ups: a Query on the sparse index (which holds only the waiting
      // follow-ups' keys), never a Scan of the table.
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [`${recipientsArn}/index/${FOLLOW_UP_DUE_INDEX.name}`],
      }),
    ];
    for (const grant of workerGrants) this.worker.addToRolePolicy(grant);
    props.mail.grantSendAutomatic(this.worker, sets);

    const feedbackGrants = [
      deliveryUpdate.copy(),
      // A staff reply's event moves that reply on its record.
      ...replyStatements(tableArns),
      // A bounce or a complaint puts its address on the suppression list, and nothing else.
      new PolicyStatement({
        actions: ['dynamodb:PutItem'],
        resources: [recipientsArn],
        conditions: recipientKeys(RECIPIENT_KEYS.suppressed),
      }),
      // A follow-up's event: its records, and what became of it.
      new PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        resources: [recipientsArn],
        conditions: recipientKeys(RECIPIENT_KEYS.followUp),
      }),
    ];
    for (const grant of feedbackGrants) this.feedback.addToRolePolicy(grant);
  }

  /**
   * Lets the worker read the document link key (SECRETS.documentLink), which signs the
   * links its receipts and samples e-mails carry to the requester's documents and status
   * page. The key is the API's, made after this construct (the API sends with its
   * configuration sets), so the app stack hands it over once both exist. Read only, as the
   * API routes that sign links read it: the current and previous values are versions of
   * one secret under Secrets Manager's AWS managed key, so no kms:Decrypt is needed.
   */
  public useDocumentLinkKey(key: ISecret): void {
    this.worker.addEnvironment(SECRETS.documentLink.envVar, key.secretArn);
    this.worker.addToRolePolicy(
      new PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [key.secretArn],
      }),
    );
  }
}

/** Exactly the variables `names` lists, each from `values` (a missing one does not compile). */
/** The worker's variables but the document link key's: the API's key, handed over later. */
const isNotLinkKey = <N extends string>(
  name: N,
): name is Exclude<N, typeof SECRETS.documentLink.envVar> => name !== SECRETS.documentLink.envVar;

function pick<N extends string>(
  names: readonly N[],
  values: Readonly<Record<N, string>>,
): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, values[name]]));
}
