import { RECORD_KINDS } from '@lab/shared/constants/record-kinds';
import type { DrillReport } from './restore-drill';

/** The drill's figures and checks, as `npm run drill:restore` prints them. */
export function formatDrillReport(report: DrillReport): string {
  const { erasures } = report;
  const lines = [
    `Restore drill ${report.ok ? 'PASSED' : 'FAILED'}`,
    `  recovery time (tables lost → stack answering from restored tables): ${(report.recoveryMs / 1000).toFixed(1)} s`,
    `  backup: ${report.backupFile} (Scan-based export: DynamoDB Local has no CreateBackup or point-in-time restore)`,
    `  items backed up / restored: ${RECORD_KINDS.map((k) => `${k} ${report.items[k].backedUp}/${report.items[k].restored}`).join(', ')}`,
    `  records after erasures: ${RECORD_KINDS.map((k) => `${k} ${report.records[k]}`).join(', ')}`,
    erasures
      ? `  erasures re-applied: ${erasures.entries} entries, ${erasures.matched}/${erasures.hashes} addresses found, ${erasures.deleted.contact + erasures.deleted.resource + erasures.deleted.shipping} records deleted`
      : '  erasures re-applied: skipped',
    `  records that arrived after the backup (lost, as expected): ${report.lostSinceBackup}`,
    `  restored tables: ${Object.values(report.restoredTables).join(', ')}`,
    '  checks:',
    ...report.checks.map((c) => `    ${c.ok ? 'ok  ' : 'FAIL'} ${c.name}: ${c.detail}`),
  ];
  return lines.join('\n');
}
