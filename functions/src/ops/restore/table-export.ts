import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/*
 * The drill's stand-in for a backup: DynamoDB Local answers CreateBackup,
 * RestoreTableToPointInTime and ExportTableToPointInTime with UnknownOperationException, so
 * the drill reads every item of a table with a consistent Scan and keeps them in a file.
 * In AWS, point-in-time recovery and AWS Backup take the copy (docs/operations/restore.md).
 */

export type Item = Record<string, unknown>;

/** A backup: each table's items by the table's role (a record kind, or `audit`), and when. */
export interface TableExport {
  /** When the copy was taken (ISO instant): the restore point. */
  takenAt: string;
  tables: Record<string, Item[]>;
}

/** Every item of `tableName`, read consistently a page at a time. */
export async function scanTable(
  client: Pick<DynamoDBDocumentClient, 'send'>,
  tableName: string,
): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: tableName, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Writes a backup to `file` (string sets become arrays: see `readExport`). */
export function writeExport(file: string, backup: TableExport): void {
  mkdirSync(dirname(file), { recursive: true });
  const replacer = (_: string, value: unknown) =>
    value instanceof Set ? { $set: [...(value as Set<unknown>)] } : value;
  writeFileSync(file, JSON.stringify(backup, replacer), { mode: 0o600 });
}

/** Reads a backup `writeExport` wrote, with its string sets as sets again. */
export function readExport(file: string): TableExport {
  const reviver = (_: string, value: unknown) =>
    value !== null && typeof value === 'object' && '$set' in value
      ? new Set((value as { $set: unknown[] }).$set)
      : value;
  return JSON.parse(readFileSync(file, 'utf8'), reviver) as TableExport;
}

/**
 * A `queryUpTo` limit that reads a key range to its end: DynamoDB's largest Limit (a
 * larger one fails on DynamoDB Local), far above the items of any table here.
 */
export const EVERY_ITEM = 2 ** 31 - 1;
