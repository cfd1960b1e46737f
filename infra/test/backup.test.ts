import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { RECORD_BACKUP_DAYS } from '@lab/shared/constants/retention';
import { AUDIT_RETENTION_DAYS } from '@lab/shared/data/tables';
import { synth } from './synth';

const COPY_VAULT = 'arn:aws:backup:ca-west-1:210987654321:backup-vault:lab-copies';

/** The plan whose daily rule keeps each backup `days`. */
const planKeeping = (days: number, copy: unknown = Match.absent()) =>
  Match.objectLike({
    BackupPlan: Match.objectLike({
      BackupPlanRule: [
        Match.objectLike({
          RuleName: 'Daily',
          ScheduleExpression: 'cron(0 9 * * ? *)',
          Lifecycle: { DeleteAfterDays: days },
          TargetBackupVault: {
            'Fn::GetAtt': [Match.stringLikeRegexp('^BackupVault'), 'BackupVaultName'],
          },
          CopyActions: copy,
        }),
      ],
    }),
  });

/** The logical id of the table CloudFormation resource whose id starts with `title`. */
function tableId(resources: Record<string, unknown>, title: string): string {
  const id = Object.keys(resources).find((key) => key.startsWith(`Data${title}`));
  if (!id) throw new Error(`No ${title} table`);
  return id;
}

describe('table backups', () => {
  const { data, violations } = synth();

  it('keeps a daily backup of the audit trail for as long as its entries live', () => {
    expect(AUDIT_RETENTION_DAYS).toBe(730);
    data.hasResourceProperties('AWS::Backup::BackupPlan', planKeeping(AUDIT_RETENTION_DAYS));
    const tables = data.findResources('AWS::DynamoDB::GlobalTable');
    data.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupPlanId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^BackupAuditPlan'), 'BackupPlanId'] },
      BackupSelection: Match.objectLike({
        Resources: [{ 'Fn::GetAtt': [tableId(tables, 'AuditTrail'), 'Arn'] }],
      }),
    });
  });

  it('keeps the record tables’ daily backups no longer than point-in-time recovery reaches', () => {
    data.hasResourceProperties('AWS::Backup::BackupPlan', planKeeping(RECORD_BACKUP_DAYS));
    const tables = data.findResources('AWS::DynamoDB::GlobalTable');
    data.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupPlanId: {
        'Fn::GetAtt': [Match.stringLikeRegexp('^BackupRecordsPlan'), 'BackupPlanId'],
      },
      BackupSelection: Match.objectLike({
        Resources: [
          'ContactSubmissions',
          'ResourceRequests',
          'ShippingRequests',
          'MailRecipients',
        ].map((title) => ({ 'Fn::GetAtt': [tableId(tables, title), 'Arn'] })),
      }),
    });
  });

  it('stores them in a retained vault encrypted with a rotated key of its own', () => {
    data.hasResource('AWS::Backup::BackupVault', {
      DeletionPolicy: 'RetainExceptOnCreate',
      Properties: {
        BackupVaultName: Match.anyValue(),
        EncryptionKeyArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^BackupVaultKey'), 'Arn'] },
      },
    });
    data.hasResource('AWS::KMS::Key', {
      DeletionPolicy: 'RetainExceptOnCreate',
      Properties: Match.objectLike({ EnableKeyRotation: true }),
    });
  });

  it('copies nothing elsewhere unless the stage names a vault', () => {
    expect(JSON.stringify(data.findResources('AWS::Backup::BackupPlan'))).not.toContain(
      'CopyActions',
    );
    expect(violations).toEqual([]);
  });

  it('copies every backup to the stage’s copy vault, kept as long as the original', () => {
    const copied = synth({ backupCopyVaultArn: COPY_VAULT });
    for (const days of [AUDIT_RETENTION_DAYS, RECORD_BACKUP_DAYS]) {
      copied.data.hasResourceProperties(
        'AWS::Backup::BackupPlan',
        planKeeping(days, [
          { DestinationBackupVaultArn: COPY_VAULT, Lifecycle: { DeleteAfterDays: days } },
        ]),
      );
    }
    expect(copied.violations).toEqual([]);
  });
});
