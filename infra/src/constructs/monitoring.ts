import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IConfigurationSet } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  API_METRICS,
  AUDIT_METRICS,
  MAIL_METRICS,
  RECEIPT_CAP_METRICS,
  RETENTION_METRICS,
  SIGN_IN_METRICS,
} from '@lab/shared/lambda/metrics';

/**
 * A burst of failed sign-ins worth a look: more than a mistyped password or two, across
 * all usernames and addresses (an address waits after SIGN_IN_LOCKOUT.address.freeFailures
 * wrong passwords, so a burst means several addresses or usernames tried, or one tried
 * again each time its wait ends).
 */
export const SIGN_IN_FAILURE_BURST = { failures: 10, minutes: 5 } as const;

/**
 * How far behind a stream consumer may fall before it is worth a look: the mail worker
 * waits out a lease now and then, but a quarter of an hour means mail is not going out.
 */
export const STREAM_LAG_ALARM_MINUTES = 15;

/**
 * SES's warning levels for the reputation metrics (fractions of the mail sent): at these AWS
 * puts an account under review, and pauses its sending at about twice the bounce rate and
 * five times the complaint rate. Alarmed for the account and for each configuration set.
 */
export const SES_REPUTATION_WARNING = { bounceRate: 0.05, complaintRate: 0.001 } as const;

export interface MonitoringProps {
  readonly functions: ReadonlyMap<string, IFunction>;
  readonly httpApi: HttpApi;
  readonly tables: Readonly<Record<string, ITableV2>>;
  /** Dead-letter queues by name: a message in one is work every attempt failed. @default none */
  readonly deadLetterQueues?: ReadonlyMap<string, IQueue>;
  /**
   * Buckets where work every attempt failed is written whole, by name, each with the id of
   * its request-metrics filter: one object written alarms. @default none
   */
  readonly failureBuckets?: ReadonlyMap<string, { bucket: IBucket; metricsFilterId: string }>;
  /** Functions that read a stream, by name, alarmed when they fall behind. @default none */
  readonly streamConsumers?: ReadonlyMap<string, IFunction>;
  /**
   * SES configuration sets by name, whose reputation (bounce and complaint rates) is alarmed
   * beside the account's. @default the account's alone
   */
  readonly configurationSets?: ReadonlyMap<string, IConfigurationSet>;
  /**
   * Hours without a finished retention purge (its PurgeSucceeded heartbeat) before it
   * alarms; missing data counts as a missed run. @default no heartbeat alarm
   */
  readonly purgeHeartbeatHours?: number;
  /** Subscribed to the alarm topic by e-mail. @default no subscriber */
  readonly alarmEmail?: string;
}

/**
 * Alarms for what staff or visitors would notice: function errors and throttles, 5xx
 * answers (the handlers' own and API Gateway's), DynamoDB throttling, a burst of failed
 * admin sign-ins (password guessing), work given up on (dead letters), a stream consumer
 * falling behind (automatic e-mails not going out), an automatic e-mail SES refused,
 * receipts held back by a daily cap, SES bounce or complaint rates at AWS's warning levels,
 * and a retention purge that has not finished for over a day. All publish to
 * one SNS topic, encrypted with a key of its own that CloudWatch may use: CloudWatch
 * cannot publish to a topic under the AWS managed `alias/aws/sns` key, whose policy
 * nobody can change, so alarm e-mails would never arrive.
 */
export class Monitoring extends Construct {
  public readonly topic: Topic;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { account, region, partition } = Stack.of(this);
    const cloudWatch = new ServicePrincipal('cloudwatch.amazonaws.com');
    // Only this account's alarms may use the key and the topic (no confused deputy).
    const fromOurAlarms = {
      StringEquals: { 'aws:SourceAccount': account },
      ArnLike: { 'aws:SourceArn': `arn:${partition}:cloudwatch:${region}:${account}:alarm:*` },
    };
    const key = new Key(this, 'AlarmsKey', {
      description: 'Encrypts the laboratory website alarm topic; CloudWatch alarms may use it',
      enableKeyRotation: true,
      // It protects only messages in flight: nothing to keep once the stack is gone.
      removalPolicy: RemovalPolicy.DESTROY,
      pendingWindow: Duration.days(7),
    });
    key.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [cloudWatch],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: fromOurAlarms,
      }),
    );
    this.topic = new Topic(this, 'Alarms', {
      displayName: 'Laboratory website alarms',
      enforceSSL: true,
      masterKey: key,
    });
    // enforceSSL gives the topic a policy of its own, which replaces SNS's default one.
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [cloudWatch],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: fromOurAlarms,
      }),
    );
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    const alarm = (name: string, metric: IMetric, threshold: number, description: string) =>
      new Alarm(this, name, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }).addAlarmAction(new SnsAction(this.topic));

    const period = Duration.minutes(5);
    for (const [name, fn] of props.functions) {
      alarm(
        `${name}Errors`,
        fn.metricErrors({ period }),
        1,
        `${name} failed at least once in 5 minutes`,
      );
      alarm(`${name}Throttles`, fn.metricThrottles({ period }), 1, `${name} was throttled`);
    }
    // Handlers turn exceptions into JSON 500s, which Lambda's Errors metric never sees: they
    // count each 5xx they answer in this metric (without a dimension, and per handler).
    alarm(
      'HandlerServerErrors',
      new Metric({
        namespace: API_METRICS.namespace,
        metricName: API_METRICS.serverErrors,
        statistic: 'Sum',
        period,
      }),
      1,
      'An API handler answered 5xx at least once in 5 minutes',
    );
    alarm(
      'SignInFailureBurst',
      new Metric({
        namespace: SIGN_IN_METRICS.namespace,
        metricName: SIGN_IN_METRICS.failures,
        statistic: 'Sum',
        period: Duration.minutes(SIGN_IN_FAILURE_BURST.minutes),
      }),
      SIGN_IN_FAILURE_BURST.failures,
      `${SIGN_IN_FAILURE_BURST.failures} or more failed admin sign-ins in ${SIGN_IN_FAILURE_BURST.minutes} minutes: someone may be guessing passwords or codes`,
    );
    alarm(
      'AuditEntriesNotStored',
      new Metric({
        namespace: AUDIT_METRICS.namespace,
        metricName: AUDIT_METRICS.notStored,
        statistic: 'Sum',
        period,
      }),
      1,
      'An audit entry could not be stored: it is only in the function log (search "Audit entry not stored")',
    );
    alarm(
      'Api5xx',
      props.httpApi.metricServerError({ period }),
      5,
      'The API answered 5xx five or more times in 5 minutes',
    );
    for (const [name, table] of Object.entries(props.tables)) {
      const throttles = new MathExpression({
        expression: 'reads + writes',
        usingMetrics: {
          reads: table.metric('ReadThrottleEvents', { period, statistic: 'Sum' }),
          writes: table.metric('WriteThrottleEvents', { period, statistic: 'Sum' }),
        },
        period,
        label: `${name} throttle events`,
      });
      alarm(`${name}TableThrottles`, throttles, 1, `DynamoDB throttled the ${name} table`);
    }
    for (const [name, queue] of props.deadLetterQueues ?? []) {
      alarm(
        `${name}Messages`,
        queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        1,
        `${name} holds work that failed every attempt: see the queue's messages`,
      );
    }
    for (const [name, { bucket, metricsFilterId }] of props.failureBuckets ?? []) {
      alarm(
        `${name}Written`,
        new Metric({
          namespace: 'AWS/S3',
          metricName: 'PutRequests',
          dimensionsMap: { BucketName: bucket.bucketName, FilterId: metricsFilterId },
          statistic: 'Sum',
          period,
        }),
        1,
        `Work that failed every attempt was written to the ${name} bucket (docs/operations/alarms.md)`,
      );
    }
    const capped = (metricName: string) =>
      new Metric({
        namespace: RECEIPT_CAP_METRICS.namespace,
        metricName,
        statistic: 'Sum',
        period,
      });
    alarm(
      'ReceiptsCappedPerClient',
      capped(RECEIPT_CAP_METRICS.capped),
      1,
      'A client address asked for more receipts today than RECEIPT_CAPS.perClient allows: its requests are stored and alerted, their receipts skipped (docs/mail.md)',
    );
    alarm(
      'ReceiptsOverBudget',
      capped(RECEIPT_CAP_METRICS.overBudget),
      1,
      "The day's receipt budget (RECEIPT_CAPS.budget) is spent: no more receipts go today, alerts still do (docs/mail.md)",
    );
    // The worker settles a message SES refused for good (domain not verified, sandbox,
    // sending paused) as failed: a successful invocation, so only its own count shows it.
    alarm(
      'AutomaticMailFailed',
      new Metric({
        namespace: MAIL_METRICS.namespace,
        metricName: MAIL_METRICS.failed,
        statistic: 'Sum',
        period,
      }),
      1,
      'SES refused an automatic e-mail for good (settled as failed): see the worker log "e-mail refused by SES" or "follow-up refused by SES" (docs/operations/alarms.md)',
    );
    if (props.purgeHeartbeatHours !== undefined) {
      // One hour a period, the whole window in periods: any hour with a finished run is OK;
      // the window with none (missing data is a missed run) alarms.
      new Alarm(this, 'PurgeHeartbeat', {
        metric: new Metric({
          namespace: RETENTION_METRICS.namespace,
          metricName: RETENTION_METRICS.succeeded,
          statistic: 'Sum',
          period: Duration.hours(1),
        }),
        threshold: 1,
        evaluationPeriods: props.purgeHeartbeatHours,
        datapointsToAlarm: props.purgeHeartbeatHours,
        comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.BREACHING,
        alarmDescription: `No retention purge finished in ${props.purgeHeartbeatHours} hours: records past their retention are not being deleted (docs/operations/alarms.md)`,
      }).addAlarmAction(new SnsAction(this.topic));
    }
    const reputation = (metricName: string, dimensionsMap?: Record<string, string>) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        ...(dimensionsMap && { dimensionsMap }),
        statistic: 'Maximum',
        period: Duration.hours(1),
      });
    const reputationScopes: [string, Record<string, string> | undefined][] = [
      ['Account', undefined],
      ...[...(props.configurationSets ?? [])].map(
        ([name, set]): [string, Record<string, string>] => [
          name,
          { 'ses:configuration-set': set.configurationSetName },
        ],
      ),
    ];
    for (const [scope, dimensions] of reputationScopes) {
      const of = dimensions ? `the ${scope} configuration set's mail` : "the account's mail";
      alarm(
        `Ses${scope}BounceRate`,
        reputation('Reputation.BounceRate', dimensions),
        SES_REPUTATION_WARNING.bounceRate,
        `SES bounce rate of ${of} reached ${SES_REPUTATION_WARNING.bounceRate * 100}%, where AWS puts the account under review (docs/operations/alarms.md)`,
      );
      alarm(
        `Ses${scope}ComplaintRate`,
        reputation('Reputation.ComplaintRate', dimensions),
        SES_REPUTATION_WARNING.complaintRate,
        `SES complaint rate of ${of} reached ${SES_REPUTATION_WARNING.complaintRate * 100}%, where AWS puts the account under review (docs/operations/alarms.md)`,
      );
    }
    for (const [name, fn] of props.streamConsumers ?? []) {
      alarm(
        `${name}IteratorAge`,
        fn.metric('IteratorAge', { period, statistic: 'Maximum' }),
        Duration.minutes(STREAM_LAG_ALARM_MINUTES).toMilliseconds(),
        `${name} is more than ${STREAM_LAG_ALARM_MINUTES} minutes behind its stream`,
      );
    }
  }
}
