import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { recordSchemaByKind, type RecordByKind } from '@lab/shared/schemas/records';

/**
 * A record of `kind` as the API sent it, or `undefined` (said in the console) when this
 * version cannot show it: one record stored by an older or newer version must not hide
 * the rest of a list or a search.
 */
export function readRecord<K extends RecordKind>(
  kind: K,
  value: unknown,
): RecordByKind[K] | undefined {
  const parsed = recordSchemaByKind[kind].safeParse(value);
  if (parsed.success) return parsed.data as RecordByKind[K];
  console.warn(`Skipped a ${kind} record the dashboard cannot show`, parsed.error.issues);
  return undefined;
}
