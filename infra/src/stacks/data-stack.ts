import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { Auth } from '../constructs/auth';
import { Backup } from '../constructs/backup';
import { Data, type Tables } from '../constructs/data';
import { generatedSecret } from '../constructs/generated-secret';

/** The output that names the audit table, for the operator's commands. */
export const AUDIT_TABLE_OUTPUT = 'AuditTableName';

/**
 * Stateful resources, deployed rarely and retained on deletion: the request tables, the
 * admin sessions table, the audit trail, the mail recipients, the admin user pool and the
 * erasure key.
 */
export interface DataStackProps extends StackProps {
  /** A vault in another region or account that the table backups are copied to. @default none */
  readonly backupCopyVaultArn?: string;
}

export class DataStack extends Stack {
  public readonly tables: Tables;
  public readonly userPool: IUserPool;
  public readonly userPoolClient: IUserPoolClient;
  /** The key of the address hashes in the audit trail's erasure entries. */
  public readonly erasureKey: ISecret;

  constructor(scope: Construct, id: string, props: DataStackProps = {}) {
    super(scope, id, props);
    const data = new Data(this, 'Data');
    this.tables = data.tables;
    const { contact, resource, shipping, audit, recipients } = data.tables;
    new Backup(this, 'Backup', {
      audit,
      records: [contact, resource, shipping, recipients],
      copyVaultArn: props.backupCopyVaultArn,
    });
    const auth = new Auth(this, 'Auth');
    this.userPool = auth.userPool;
    this.userPoolClient = auth.client;
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.client.userPoolClientId });
    // The operator's account commands record what they do here.
    new CfnOutput(this, AUDIT_TABLE_OUTPUT, { value: data.tables.audit.tableName });

    // Here, beside the audit trail whose erasure entries it keys, and retained: a new key
    // would make every earlier hash incomparable, and erasures could no longer be applied
    // again to a restored backup.
    this.erasureKey = generatedSecret(this, 'ErasureKey', {
      description: 'Key of the address hash in erasure audit entries; never rotated',
      rotation:
        'Never rotated, by design (docs/decisions/0014-three-keys.md): erasure hashes must stay comparable for as long as the audit trail keeps them, so a restored backup can have erasures applied again.',
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    new CfnOutput(this, 'ErasureKeyArn', {
      description:
        'Keys the erasure hashes in the audit trail; never rotate it (docs/operations/restore.md)',
      value: this.erasureKey.secretArn,
    });
  }
}
