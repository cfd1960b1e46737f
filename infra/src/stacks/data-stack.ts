import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { Auth } from '../constructs/auth';
import { Data } from '../constructs/data';

/**
 * Stateful resources, deployed rarely and retained on deletion: the request tables and
 * the admin user pool.
 */
export class DataStack extends Stack {
  public readonly tables: Readonly<Record<RecordKind, ITableV2>>;
  public readonly userPool: IUserPool;
  public readonly userPoolClient: IUserPoolClient;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    this.tables = new Data(this, 'Data').tables;
    const auth = new Auth(this, 'Auth');
    this.userPool = auth.userPool;
    this.userPoolClient = auth.client;
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.client.userPoolClientId });
  }
}
