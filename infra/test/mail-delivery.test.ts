import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UP_CHECK_MINUTES } from '@lab/shared/constants/mail';
import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import { FOLLOW_UP_CHECK_EVENT, MAIL_JOBS, MAIL_REDRIVE_OUTPUTS } from '@lab/shared/data/mail-jobs';
import {
  AUDIT_TABLE,
  DELIVERY_ATTRIBUTES,
  FOLLOW_UP_DUE_INDEX,
  MAIL_RECIPIENTS_TABLE,
  MAIL_EVENT_PATTERNS,
  RECIPIENT_KEYS,
  RECORD_STREAM_VIEW,
  RECORD_TABLES,
  SESSION_TABLE,
  WORK_ATTRIBUTES,
} from '@lab/shared/data/tables';
import { RECEIPT_CAP_METRICS } from '@lab/shared/lambda/metrics';
import {
  DEAD_LETTER_RETENTION_DAYS,
  STREAM_FAILURE_METRICS_ID,
  STREAM_FAILURE_RETENTION_DAYS,
  MAIL_STREAM_READING,
  MAIL_WORKER_TIMEOUT_SECONDS,
  SES_EVENTS_KEY_SID,
} from '../src/constructs/mail-delivery';
import { SES_REPUTATION_WARNING, STREAM_LAG_ALARM_MINUTES } from '../src/constructs/monitoring';
import { synth, type Synthesized } from './synth';

let out: Synthesized;
beforeAll(() => {
  out = synth();
});

type Template = Synthesized['site'];
type Resource = { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string };
type Statement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
  Principal?: unknown;
};

const resources = (template: Template, type: string) =>
  Object.entries(template.findResources(type)) as [string, Resource][];

/** The one resource of `type` whose logical id matches `id`. */
const one = (template: Template, type: string, id: RegExp) => {
  const found = resources(template, type).filter(([logicalId]) => id.test(logicalId));
  expect(found, String(id)).toHaveLength(1);
  return found[0]!;
};

const worker = (template: Template = out.site) =>
  one(template, 'AWS::Lambda::Function', /^MailDeliveryWorker[0-9A-F]{8}$/);
const feedback = () => one(out.site, 'AWS::Lambda::Function', /^MailDeliveryFeedback[0-9A-F]{8}$/);
const feedbackDeadLetters = () => one(out.site, 'AWS::SQS::Queue', /^MailDeliveryDeadLetters/);
const streamFailures = () => one(out.site, 'AWS::S3::Bucket', /^MailDeliveryStreamFailures/);
const configurationSet = () =>
  one(out.site, 'AWS::SES::ConfigurationSet', /^MailDeliveryConfigurationSet/);
const receiptConfigurationSet = () =>
  one(out.site, 'AWS::SES::ConfigurationSet', /^MailDeliveryReceiptConfigurationSet/);
const eventsTopic = () => one(out.site, 'AWS::SNS::Topic', /^MailDeliveryEvents/);

const variables = (fn: Resource) =>
  (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;

/** The statements of a role's policies but its logs, tracing and dead-letter ones. */
const grantsOf = (rolePrefix: string) => {
  const [roleId] = one(out.site, 'AWS::IAM::Role', new RegExp(`^${rolePrefix}[0-9A-F]{8}$`));
  return resources(out.site, 'AWS::IAM::Policy')
    .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(roleId))
    .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
    .filter((s) => [s.Action].flat().some((a) => /^(dynamodb|ses):/.test(a)));
};
const actions = (s: Statement) => [s.Action].flat().sort().join('+');
/** Which tables a statement names: record kinds, `recipients`, `session`, `audit`. */
const tablesIn = (resource: unknown) => {
  const text = JSON.stringify(resource);
  return [
    ...RECORD_KINDS.filter((kind) => text.includes(RECORD_TABLES[kind].title)),
    ...(text.includes(MAIL_RECIPIENTS_TABLE.title) ? ['recipients'] : []),
    ...(text.includes(SESSION_TABLE.title) ? ['session'] : []),
    ...(text.includes(AUDIT_TABLE.title) ? ['audit'] : []),
  ];
};

const notCounters = { 'ForAllValues:StringNotLike': { 'dynamodb:LeadingKeys': ['#*'] } };
const deliveryUpdate = {
  'ForAllValues:StringEquals': {
    'dynamodb:Attributes': ['id', ...Object.values(DELIVERY_ATTRIBUTES)],
  },
  ...notCounters,
  StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_OLD', 'UPDATED_NEW'] },
};

describe('record streams', () => {
  it('streams new images of exactly the three record tables', () => {
    const tables = resources(out.data, 'AWS::DynamoDB::GlobalTable');
    const streamed = tables.filter(([, t]) => t.Properties.StreamSpecification !== undefined);
    expect(streamed.map(([id]) => tablesIn(id)).flat()).toEqual(RECORD_KINDS);
    for (const [, table] of streamed) {
      expect(table.Properties.StreamSpecification).toEqual({
        StreamViewType: RECORD_STREAM_VIEW,
      });
    }
  });

  it('feeds each record table to the worker, new records and records with samples facts only, halving and retrying failed batches, then keeping them whole in the stream-failures bucket', () => {
    const mappings = resources(out.site, 'AWS::Lambda::EventSourceMapping');
    expect(mappings.map(([, m]) => tablesIn(m.Properties.EventSourceArn)).flat()).toEqual(
      RECORD_KINDS,
    );
    const [workerId] = worker();
    const [bucketId] = streamFailures();
    for (const [, mapping] of mappings) {
      expect(JSON.stringify(mapping.Properties.EventSourceArn)).toContain('StreamArn');
      expect(mapping.Properties).toEqual({
        EventSourceArn: expect.anything(),
        FunctionName: { Ref: workerId },
        StartingPosition: 'TRIM_HORIZON',
        BatchSize: MAIL_STREAM_READING.batchSize,
        BisectBatchOnFunctionError: true,
        MaximumRetryAttempts: MAIL_STREAM_READING.retryAttempts,
        MaximumRecordAgeInSeconds: MAIL_STREAM_READING.maxRecordAgeHours * 3600,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [bucketId, 'Arn'] } } },
        FilterCriteria: {
          Filters: MAIL_EVENT_PATTERNS.map((pattern) => ({ Pattern: JSON.stringify(pattern) })),
        },
      });
    }
  });
});

describe('mail worker', () => {
  it('waits out a lease and sends within its timeout', () => {
    expect(worker()[1].Properties.Timeout).toBe(MAIL_WORKER_TIMEOUT_SECONDS);
  });

  it('gets exactly the variables MAIL_JOBS lists, with the configuration set and the site URL', () => {
    const env = variables(worker()[1]);
    expect(Object.keys(env).sort()).toEqual(['NODE_OPTIONS', ...MAIL_JOBS.worker.env].sort());
    expect(env.MAIL_CONFIGURATION_SET).toEqual({ Ref: configurationSet()[0] });
    expect(env.MAIL_RECEIPT_CONFIGURATION_SET).toEqual({ Ref: receiptConfigurationSet()[0] });
    expect(env.MAIL_FROM).toBe('no-reply@example.com');
    expect(env.NOTIFY_TO).toBe('lab-notifications@example.com');
    // The CloudFront name without a domain; the domain once there is one.
    expect(JSON.stringify(env.SITE_URL)).toMatch(/"https:\/\/",\{"Fn::GetAtt":\["SiteDistribution/);
    const withDomain = synth({ wafEnabled: false, domainName: 'www.example-lab.ca' });
    expect(variables(worker(withDomain.site)[1]).SITE_URL).toBe('https://www.example-lab.ca');
  });

  it('writes only delivery attributes on records, reads records, touches only its recipient items, queries only the due follow-ups’ index, and sends with the configuration set from the sender', () => {
    const grants = grantsOf('MailDeliveryWorkerRole');
    const [setId] = configurationSet();
    expect(grants.map((s) => [actions(s), tablesIn(s.Resource), s.Condition])).toEqual([
      // The stream read the event source adds: the three streams, nothing else.
      [
        'dynamodb:DescribeStream+dynamodb:GetRecords+dynamodb:GetShardIterator+dynamodb:ListStreams',
        RECORD_KINDS,
        undefined,
      ],
      ['dynamodb:UpdateItem', RECORD_KINDS, deliveryUpdate],
      ['dynamodb:GetItem', RECORD_KINDS, notCounters],
      [
        'dynamodb:GetItem',
        ['recipients'],
        {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': [
              `${RECIPIENT_KEYS.limit}*`,
              `${RECIPIENT_KEYS.followUp}*`,
              `${RECIPIENT_KEYS.suppressed}*`,
            ],
          },
        },
      ],
      [
        'dynamodb:PutItem+dynamodb:UpdateItem',
        ['recipients'],
        {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': [
              `${RECIPIENT_KEYS.limit}*`,
              `${RECIPIENT_KEYS.followUp}*`,
              `${RECIPIENT_KEYS.budget}*`,
            ],
          },
        },
      ],
      ['dynamodb:Query', ['recipients'], undefined],
      ['ses:SendEmail', [], { StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } }],
    ]);
    const query = grants.find((s) => actions(s) === 'dynamodb:Query')!;
    // The index alone, never the table (a Scan or a Query of it).
    expect(JSON.stringify(query.Resource)).toMatch(
      new RegExp(`"/index/${FOLLOW_UP_DUE_INDEX.name}"\\]\\]\\}$`),
    );
    const stream = grants[0]!;
    for (const arn of [stream.Resource].flat()) expect(JSON.stringify(arn)).toContain('StreamArn');
    const send = JSON.stringify(grants.at(-1)!.Resource);
    expect(send).toContain(':identity/');
    expect(send).toContain(`:configuration-set/",{"Ref":"${setId}"}`);
    expect(send).toContain(`:configuration-set/",{"Ref":"${receiptConfigurationSet()[0]}"}`);
  });
});

describe('follow-up check', () => {
  it('invokes the worker every few minutes with the follow-up check, not retried (the next check is the retry)', () => {
    const [workerId] = worker();
    const rules = resources(out.site, 'AWS::Events::Rule').filter(([id]) =>
      id.startsWith('MailDeliveryFollowUpSchedule'),
    );
    expect(rules).toHaveLength(1);
    expect(rules[0]![1].Properties).toEqual({
      Description: expect.any(String),
      ScheduleExpression: `rate(${FOLLOW_UP_CHECK_MINUTES} minutes)`,
      State: 'ENABLED',
      Targets: [
        {
          Arn: { 'Fn::GetAtt': [workerId, 'Arn'] },
          Id: expect.any(String),
          Input: JSON.stringify(FOLLOW_UP_CHECK_EVENT),
          RetryPolicy: { MaximumRetryAttempts: 0 },
        },
      ],
    });
    out.site.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [workerId, 'Arn'] },
      Principal: 'events.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [rules[0]![0], 'Arn'] },
    });
    out.site.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: workerId },
      MaximumRetryAttempts: 0,
    });
  });

  it('checks often enough that a follow-up goes within minutes of its interval’s end, and runs a check within the worker’s timeout', () => {
    expect(FOLLOW_UP_CHECK_MINUTES).toBeLessThanOrEqual(5);
    expect(FOLLOW_UP_CHECK_MINUTES * 60).toBeGreaterThan(MAIL_WORKER_TIMEOUT_SECONDS);
  });
});

describe('work that failed every attempt', () => {
  it('keeps failed stream batches 14 days in a private, encrypted bucket, over TLS only, counting each one written', () => {
    const [bucketId, bucket] = streamFailures();
    expect(bucket.Properties).toEqual({
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
        ],
      },
      LifecycleConfiguration: {
        Rules: [{ ExpirationInDays: STREAM_FAILURE_RETENTION_DAYS, Status: 'Enabled' }],
      },
      MetricsConfigurations: [{ Id: STREAM_FAILURE_METRICS_ID }],
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    expect(bucket.DeletionPolicy).toBe('RetainExceptOnCreate');
    out.site.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      }),
    });
  });

  it('lets the worker’s role (the mapping’s) put failed batches there, and neither read nor delete one', () => {
    const [bucketId] = streamFailures();
    const [roleId] = one(out.site, 'AWS::IAM::Role', /^MailDeliveryWorkerRole[0-9A-F]{8}$/);
    const s3 = resources(out.site, 'AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(roleId))
      .flatMap(([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement)
      .filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
    expect(s3.map((s) => [actions(s), s.Resource])).toEqual([
      ['s3:ListBucket', { 'Fn::GetAtt': [bucketId, 'Arn'] }],
      ['s3:PutObject', { 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, '/*']] }],
    ]);
  });

  it('keeps the events the feedback failed on 14 days in a queue of their own, encrypted, over TLS only', () => {
    const [queueId, queue] = feedbackDeadLetters();
    expect(queue.Properties).toEqual({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: DEAD_LETTER_RETENTION_DAYS * 24 * 3600,
    });
    out.site.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      }),
    });
  });

  it('takes the events the feedback failed on, and nothing else', () => {
    const [queueId] = feedbackDeadLetters();
    out.site.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: feedback()[0] },
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    const naming = JSON.stringify(
      resources(out.site, 'AWS::Lambda::EventSourceMapping').map(([, m]) => m.Properties),
    );
    expect(naming).not.toContain(queueId);
  });

  it('gives mail:redrive the worker, the feedback, the bucket and the queue as outputs', () => {
    const outputs = out.site.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs[MAIL_REDRIVE_OUTPUTS.worker]?.Value).toEqual({ Ref: worker()[0] });
    expect(outputs[MAIL_REDRIVE_OUTPUTS.feedback]?.Value).toEqual({ Ref: feedback()[0] });
    expect(outputs[MAIL_REDRIVE_OUTPUTS.streamFailures]?.Value).toEqual({
      Ref: streamFailures()[0],
    });
    expect(outputs[MAIL_REDRIVE_OUTPUTS.feedbackDeadLetters]?.Value).toEqual({
      Ref: feedbackDeadLetters()[0],
    });
  });
});

describe('mail alarms', () => {
  const alarmTopic = () => one(out.site, 'AWS::SNS::Topic', /^MonitoringAlarms[0-9A-F]{8}$/)[0];

  it('alarms on the first dead letter and the first failed batch written, into the alarm topic', () => {
    out.site.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        { Name: 'QueueName', Value: { 'Fn::GetAtt': [feedbackDeadLetters()[0], 'QueueName'] } },
      ],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: alarmTopic() }],
    });
    out.site.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/S3',
      MetricName: 'PutRequests',
      Dimensions: Match.arrayWith([
        { Name: 'BucketName', Value: { Ref: streamFailures()[0] } },
        { Name: 'FilterId', Value: STREAM_FAILURE_METRICS_ID },
      ]),
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: alarmTopic() }],
    });
  });

  it('alarms on worker and feedback errors, and on the worker falling behind its streams', () => {
    for (const [fnId] of [worker(), feedback()]) {
      out.site.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'Errors',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: fnId } }],
        Threshold: 1,
        AlarmActions: [{ Ref: alarmTopic() }],
      });
    }
    out.site.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'IteratorAge',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: worker()[0] } }],
      Statistic: 'Maximum',
      Threshold: STREAM_LAG_ALARM_MINUTES * 60 * 1000,
      AlarmActions: [{ Ref: alarmTopic() }],
    });
  });
});

describe('receipt and reputation alarms', () => {
  const alarmTopic = () => one(out.site, 'AWS::SNS::Topic', /^MonitoringAlarms[0-9A-F]{8}$/)[0];

  it('alarms on the first receipt held back by the cap per client address, and by the day’s budget', () => {
    for (const metric of [RECEIPT_CAP_METRICS.capped, RECEIPT_CAP_METRICS.overBudget]) {
      out.site.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: RECEIPT_CAP_METRICS.namespace,
        MetricName: metric,
        Statistic: 'Sum',
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        AlarmActions: [{ Ref: alarmTopic() }],
      });
    }
  });

  it('alarms on SES bounce and complaint rates at AWS’s warning levels, for the account and for each configuration set', () => {
    const reputation = resources(out.site, 'AWS::CloudWatch::Alarm').filter(
      ([, a]) => a.Properties.Namespace === 'AWS/SES',
    );
    const scopes = [undefined, configurationSet()[0], receiptConfigurationSet()[0]];
    const expected = scopes.flatMap((setId) =>
      (
        [
          ['Reputation.BounceRate', SES_REPUTATION_WARNING.bounceRate],
          ['Reputation.ComplaintRate', SES_REPUTATION_WARNING.complaintRate],
        ] as const
      ).map(([metric, threshold]) => ({
        MetricName: metric,
        Threshold: threshold,
        Dimensions: setId ? [{ Name: 'ses:configuration-set', Value: { Ref: setId } }] : undefined,
      })),
    );
    expect(
      reputation.map(([, a]) => ({
        MetricName: a.Properties.MetricName,
        Threshold: a.Properties.Threshold,
        Dimensions: a.Properties.Dimensions,
      })),
    ).toEqual(expected);
    expect([SES_REPUTATION_WARNING.bounceRate, SES_REPUTATION_WARNING.complaintRate]).toEqual([
      0.05, 0.001,
    ]);
    for (const [, alarm] of reputation) {
      expect(alarm.Properties).toMatchObject({
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        Statistic: 'Maximum',
        AlarmActions: [{ Ref: alarmTopic() }],
      });
    }
  });
});

describe('mail alarm ids', () => {
  it('keeps the ids the mail jobs’ alarms were first deployed with, whatever their folders are called', () => {
    const alarmIds = resources(out.site, 'AWS::CloudWatch::Alarm').map(([id]) => id);
    for (const name of ['sendmailErrors', 'sendmailThrottles', 'sendmailIteratorAge']) {
      expect(
        alarmIds.filter((id) => new RegExp(`^Monitoring${name}[0-9A-F]{8}$`).test(id)),
      ).toHaveLength(1);
    }
    for (const name of ['mailfeedbackErrors', 'mailfeedbackThrottles']) {
      expect(
        alarmIds.filter((id) => new RegExp(`^Monitoring${name}[0-9A-F]{8}$`).test(id)),
      ).toHaveLength(1);
    }
  });
});

describe('delivery feedback', () => {
  it('sends alerts and receipts through two configuration sets, each with reputation metrics', () => {
    const sets = resources(out.site, 'AWS::SES::ConfigurationSet');
    expect(sets.map(([id]) => id).sort()).toEqual(
      [configurationSet()[0], receiptConfigurationSet()[0]].sort(),
    );
    for (const [, set] of sets) {
      expect(set.Properties.ReputationOptions).toEqual({ ReputationMetricsEnabled: true });
    }
  });

  it('has SES publish sends, deliveries, bounces and complaints of both configuration sets to one topic', () => {
    const destinations = resources(out.site, 'AWS::SES::ConfigurationSetEventDestination');
    expect(destinations.map(([, d]) => d.Properties)).toEqual(
      [configurationSet()[0], receiptConfigurationSet()[0]].map((setId) => ({
        ConfigurationSetName: { Ref: setId },
        EventDestination: {
          Enabled: true,
          MatchingEventTypes: ['send', 'delivery', 'bounce', 'complaint'],
          SnsDestination: { TopicARN: { Ref: eventsTopic()[0] } },
        },
      })),
    );
  });

  it("encrypts the topic with a rotated key of its own that SES may use as SES documents, and only this account's configuration sets may publish", () => {
    const [, topic] = eventsTopic();
    const keyId = (topic.Properties.KmsMasterKeyId as { 'Fn::GetAtt': [string, string] })[
      'Fn::GetAtt'
    ][0];
    const [, key] = one(out.site, 'AWS::KMS::Key', new RegExp(`^${keyId}$`));
    expect(key.Properties.EnableKeyRotation).toBe(true);
    const statements = (key.Properties.KeyPolicy as { Statement: Statement[] }).Statement;
    const ses = statements.filter((s) => JSON.stringify(s.Principal).includes('ses.amazonaws.com'));
    // SES's documented statement ("AllowSESToUseKMSKey"): no condition SES does not document
    // for the key, which KMS would refuse SES's request on, and no event would arrive.
    expect(ses).toEqual([
      {
        Sid: SES_EVENTS_KEY_SID,
        Effect: 'Allow',
        Principal: { Service: 'ses.amazonaws.com' },
        Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        Resource: '*',
      },
    ]);
    // The topic admits SES's publishing on the same terms, and TLS only.
    const [topicId] = eventsTopic();
    const [, policy] = resources(out.site, 'AWS::SNS::TopicPolicy').find(([, p]) =>
      JSON.stringify(p.Properties.Topics).includes(topicId),
    )!;
    const topicStatements = (policy.Properties.PolicyDocument as { Statement: Statement[] })
      .Statement;
    // One admission per configuration set (each event destination adds its own).
    expect(topicStatements.map((s) => [s.Effect, s.Principal])).toEqual([
      ['Deny', '*'],
      ['Allow', { Service: 'ses.amazonaws.com' }],
      ['Allow', { Service: 'ses.amazonaws.com' }],
    ]);
    const sets = [configurationSet()[0], receiptConfigurationSet()[0]];
    topicStatements.slice(1).forEach((statement, n) => {
      const { StringEquals: equals, ...others } = statement.Condition!;
      expect(others).toEqual({});
      expect(equals!['AWS:SourceAccount']).toBe('123456789012');
      const arn = JSON.stringify(equals!['AWS:SourceArn']);
      expect(arn).toContain(':123456789012:configuration-set/');
      expect(arn).toContain(JSON.stringify({ Ref: sets[n] }));
    });
  });

  it('subscribes the feedback function to the topic', () => {
    const [fnId] = feedback();
    out.site.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: eventsTopic()[0] },
      Endpoint: { 'Fn::GetAtt': [fnId, 'Arn'] },
    });
    out.site.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      Principal: 'sns.amazonaws.com',
      SourceArn: { Ref: eventsTopic()[0] },
    });
  });

  it('gets exactly the variables MAIL_JOBS lists', () => {
    expect(Object.keys(variables(feedback()[1])).sort()).toEqual(
      ['NODE_OPTIONS', ...MAIL_JOBS.feedback.env].sort(),
    );
  });

  it('writes only delivery attributes and replies on records, only suppressions in the recipients table, and reads and moves only follow-ups there', () => {
    const replies = {
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['id', WORK_ATTRIBUTES.replies] },
      ...notCounters,
    };
    expect(
      grantsOf('MailDeliveryFeedbackRole').map((s) => [
        actions(s),
        tablesIn(s.Resource),
        s.Condition,
      ]),
    ).toEqual([
      ['dynamodb:UpdateItem', RECORD_KINDS, deliveryUpdate],
      // A staff reply's events: where the reply stands, and its delivery moved.
      [
        'dynamodb:GetItem',
        RECORD_KINDS,
        { ...replies, StringEqualsIfExists: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' } },
      ],
      [
        'dynamodb:UpdateItem',
        RECORD_KINDS,
        { ...replies, StringEqualsIfExists: { 'dynamodb:ReturnValues': 'NONE' } },
      ],
      [
        'dynamodb:PutItem',
        ['recipients'],
        {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${RECIPIENT_KEYS.suppressed}*`] },
        },
      ],
      [
        'dynamodb:GetItem+dynamodb:UpdateItem',
        ['recipients'],
        {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${RECIPIENT_KEYS.followUp}*`] },
        },
      ],
    ]);
  });
});

describe('recipients table', () => {
  it('keeps the suppression list recoverable and retained, the limits expiring by TTL, with no stream', () => {
    const [, table] = one(
      out.data,
      'AWS::DynamoDB::GlobalTable',
      new RegExp(MAIL_RECIPIENTS_TABLE.title),
    );
    expect(table.DeletionPolicy).toBe('RetainExceptOnCreate');
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      KeySchema: [{ AttributeName: MAIL_RECIPIENTS_TABLE.partitionKey, KeyType: 'HASH' }],
      TimeToLiveSpecification: { AttributeName: MAIL_RECIPIENTS_TABLE.ttlAttribute, Enabled: true },
      Replicas: [
        expect.objectContaining({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        }),
      ],
    });
    expect(table.Properties.StreamSpecification).toBeUndefined();
  });

  it('has one sparse index of the due follow-ups, keyed by the waiting list and the due time, keys only', () => {
    const [, table] = one(
      out.data,
      'AWS::DynamoDB::GlobalTable',
      new RegExp(MAIL_RECIPIENTS_TABLE.title),
    );
    expect(table.Properties.GlobalSecondaryIndexes).toEqual([
      {
        IndexName: FOLLOW_UP_DUE_INDEX.name,
        KeySchema: [
          { AttributeName: FOLLOW_UP_DUE_INDEX.partitionKey, KeyType: 'HASH' },
          { AttributeName: FOLLOW_UP_DUE_INDEX.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'KEYS_ONLY' },
      },
    ]);
    expect(table.Properties.AttributeDefinitions).toEqual(
      expect.arrayContaining([
        { AttributeName: FOLLOW_UP_DUE_INDEX.partitionKey, AttributeType: 'S' },
        { AttributeName: FOLLOW_UP_DUE_INDEX.sortKey, AttributeType: 'N' },
      ]),
    );
  });
});
