import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Alias } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface MonitoringProps {
  readonly functions: ReadonlyMap<string, IFunction>;
  readonly httpApi: HttpApi;
  readonly tables: Readonly<Record<string, ITableV2>>;
  /** Subscribed to the alarm topic by e-mail. @default no subscriber */
  readonly alarmEmail?: string;
}

/**
 * Alarms for what staff or visitors would notice: function errors and throttles, API
 * 5xx answers, DynamoDB throttling. All publish to one encrypted SNS topic.
 */
export class Monitoring extends Construct {
  public readonly topic: Topic;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', {
      displayName: 'Laboratory website alarms',
      enforceSSL: true,
      masterKey: Alias.fromAliasName(this, 'SnsKey', 'alias/aws/sns'),
    });
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
  }
}
