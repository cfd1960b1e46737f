import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_METRICS, RETENTION_METRICS } from '@lab/shared/lambda/metrics';
import { DEAD_LETTER_RETENTION_DAYS } from '../src/constructs/mail-delivery';
import { PURGE_HEARTBEAT_HOURS } from '../src/constructs/retention';
import { synth, type Synthesized } from './synth';

/*
 * The alarms of failures that used to be silent: an automatic e-mail SES refused (a
 * successful invocation), and the daily retention purge (its errors, a schedule that could
 * not start it, a day without a finished run).
 */

let out: Synthesized;
beforeAll(() => {
  out = synth();
});

type Resource = { Type: string; Properties: Record<string, unknown> };
const resources = (type: string) =>
  Object.entries(out.site.findResources(type)) as [string, Resource][];
const one = (type: string, id: RegExp) => {
  const found = resources(type).filter(([logicalId]) => id.test(logicalId));
  expect(found, String(id)).toHaveLength(1);
  return found[0]!;
};
const alarmTopic = () => one('AWS::SNS::Topic', /^MonitoringAlarms[0-9A-F]{8}$/)[0];
const alarm = (name: string) =>
  one('AWS::CloudWatch::Alarm', new RegExp(`^Monitoring${name}[0-9A-F]{8}$`))[1].Properties;
const purge = () => one('AWS::Lambda::Function', /^RetentionPurge[0-9A-F]{8}$/);
const purgeDeadLetters = () => one('AWS::SQS::Queue', /^RetentionDeadLetters[0-9A-F]{8}$/);

describe('automatic mail alarm', () => {
  it('alarms on the first automatic e-mail SES refused, within 5 minutes, quiet without data', () => {
    expect(alarm('AutomaticMailFailed')).toMatchObject({
      Namespace: MAIL_METRICS.namespace,
      MetricName: MAIL_METRICS.failed,
      Statistic: 'Sum',
      Period: 300,
      EvaluationPeriods: 1,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: alarmTopic() }],
    });
    // The total, not one message kind: the worker emits it without its dimension too.
    expect(alarm('AutomaticMailFailed').Dimensions).toBeUndefined();
  });
});

describe('retention purge alarms', () => {
  it('alarms on the purge function’s errors and throttles, as on the API functions’', () => {
    const [fnId] = purge();
    for (const [name, metric] of [
      ['purgerecordsErrors', 'Errors'],
      ['purgerecordsThrottles', 'Throttles'],
    ] as const) {
      expect(alarm(name)).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: metric,
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: fnId } }],
        Period: 300,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        AlarmActions: [{ Ref: alarmTopic() }],
      });
    }
  });

  it('keeps the schedule’s undeliverable invocations in an encrypted dead-letter queue, which alarms', () => {
    const [queueId, queue] = purgeDeadLetters();
    expect(queue.Properties).toEqual({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: DEAD_LETTER_RETENTION_DAYS * 24 * 3600,
    });
    const [, rule] = one('AWS::Events::Rule', /^RetentionDaily/);
    expect(rule.Properties.Targets).toEqual([
      expect.objectContaining({
        Arn: { 'Fn::GetAtt': [purge()[0], 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: 2 },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId, 'Arn'] } },
      }),
    ]);
    // EventBridge may send to it (this rule only), over TLS only.
    out.site.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
          Match.objectLike({
            Effect: 'Allow',
            Action: 'sqs:SendMessage',
            Principal: { Service: 'events.amazonaws.com' },
          }),
        ]),
      }),
    });
    expect(alarm('PurgeDeadLettersMessages')).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      Statistic: 'Maximum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: alarmTopic() }],
    });
  });

  it('alarms when no purge finished in 26 hours, a missing heartbeat counting as a missed run', () => {
    expect(PURGE_HEARTBEAT_HOURS).toBe(26);
    const heartbeat = alarm('PurgeHeartbeat');
    expect(heartbeat).toMatchObject({
      Namespace: RETENTION_METRICS.namespace,
      MetricName: RETENTION_METRICS.succeeded,
      Statistic: 'Sum',
      Period: 3600,
      EvaluationPeriods: 26,
      DatapointsToAlarm: 26,
      Threshold: 1,
      ComparisonOperator: 'LessThanThreshold',
      TreatMissingData: 'breaching',
      AlarmActions: [{ Ref: alarmTopic() }],
    });
    const hours = ((heartbeat.Period as number) * (heartbeat.EvaluationPeriods as number)) / 3600;
    expect(hours).toBe(26);
    // CloudWatch's limit for periods of an hour or more: seven days in all.
    expect(hours).toBeLessThanOrEqual(7 * 24);
  });
});
