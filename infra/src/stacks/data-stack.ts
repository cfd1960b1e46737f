import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { Auth } from '../constructs/auth';
import { Data, type Tables } from '../constructs/data';

/** The output that names the audit table, for the operator's commands. */
export const AUDIT_TABLE_OUTPUT = 'AuditTableName';

/**
 * Stateful resources, deployed rarely and retained on deletion: the request tables, the
 * admin sessions table, the audit trail, the mail recipients and the admin user pool.
 */
export class DataStack extends Stack {
  public readonly tables: Tables;
  public readonly userPool: IUserPool;
  public readonly userPoolClient: IUserPoolClient;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    const data = new Data(this, 'Data');
    this.tables = data.tables;
    const auth = new Auth(this, 'Auth');
    this.userPool = auth.userPool;
    this.userPoolClient = auth.client;
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.client.userPoolClientId });
    // The operator's account commands record what they do here.
    new CfnOutput(this, AUDIT_TABLE_OUTPUT, { value: data.tables.audit.tableName });
  }
}
