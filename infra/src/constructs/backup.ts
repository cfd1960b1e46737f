import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  BackupPlan,
  BackupPlanRule,
  BackupResource,
  BackupVault,
  type IBackupVault,
} from 'aws-cdk-lib/aws-backup';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { RECORD_BACKUP_DAYS } from '@lab/shared/constants/retention';
import { AUDIT_RETENTION_DAYS } from '@lab/shared/data/tables';

export interface BackupProps {
  /** The audit trail: backed up daily, each backup kept AUDIT_RETENTION_DAYS. */
  readonly audit: ITableV2;
  /** The record tables and the mail recipients: backed up daily, kept RECORD_BACKUP_DAYS. */
  readonly records: readonly ITableV2[];
  /**
   * A vault in another region or account that each backup is also copied to, kept as long
   * as the original. @default no copy
   */
  readonly copyVaultArn?: string;
}

/**
 * AWS Backup for the tables point-in-time recovery alone cannot keep: the audit trail is
 * evidence for two years, its recovery window only 35 days. One vault, encrypted with a key
 * of its own (a copy to another account needs a customer managed key), retained with the
 * stack like the tables; a plan for the audit trail and one for the record tables, so that
 * records erased or purged do not outlive their own retention in a backup by two years.
 */
export class Backup extends Construct {
  public readonly vault: BackupVault;
  public readonly auditPlan: BackupPlan;
  public readonly recordsPlan: BackupPlan;

  constructor(scope: Construct, id: string, props: BackupProps) {
    super(scope, id);
    const key = new Key(this, 'VaultKey', {
      description: 'Encrypts the backups of the laboratory tables',
      enableKeyRotation: true,
      // The backups in the vault cannot be read without it.
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    this.vault = new BackupVault(this, 'Vault', {
      encryptionKey: key,
      removalPolicy: RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE,
    });
    const copyVault = props.copyVaultArn
      ? BackupVault.fromBackupVaultArn(this, 'CopyVault', props.copyVaultArn)
      : undefined;
    // One role for both selections: AWS Backup's own policy for taking backups, which the
    // selection attaches (its actions are the service's to choose as it supports more).
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('backup.amazonaws.com'),
      description: 'AWS Backup takes the laboratory table backups with this role',
    });
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
      reason:
        "AWS Backup's service role policy is the documented way to let it back up DynamoDB tables; AWS keeps it to the service's needs.",
    });
    this.auditPlan = this.dailyPlan('AuditPlan', AUDIT_RETENTION_DAYS, copyVault);
    this.auditPlan.addSelection('AuditTrail', {
      resources: [BackupResource.fromDynamoDbTable(props.audit)],
      role,
    });
    this.recordsPlan = this.dailyPlan('RecordsPlan', RECORD_BACKUP_DAYS, copyVault);
    this.recordsPlan.addSelection('RecordTables', {
      resources: props.records.map((table) => BackupResource.fromDynamoDbTable(table)),
      role,
    });
  }

  /** A plan of one daily rule into the vault (and the copy vault), each backup kept `days`. */
  private dailyPlan(id: string, days: number, copyVault: IBackupVault | undefined): BackupPlan {
    const deleteAfter = Duration.days(days);
    return new BackupPlan(this, id, {
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Daily',
          backupVault: this.vault,
          // 09:00 UTC: early morning in Edmonton, before the laboratory's day.
          scheduleExpression: Schedule.cron({ hour: '9', minute: '0' }),
          deleteAfter,
          ...(copyVault && { copyActions: [{ destinationBackupVault: copyVault, deleteAfter }] }),
        }),
      ],
    });
  }
}
