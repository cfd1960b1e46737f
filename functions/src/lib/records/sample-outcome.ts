import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { RECORD_MESSAGES } from '@lab/shared/schemas/admin';
import type { AnyRecord } from '@lab/shared/schemas/records';
import type { AuditAction } from '../audit/audit-entry';
import { json, type ApiResult } from '../http/response';
import type { SampleFactOutcome } from './samples';

/*
 * What the two staff samples routes (receive, containers sent) answer and record, written
 * once for both: they differ only in which fact they set.
 */

/** A samples route's result: the record as it stands after the call, or none. */
export type SampleResult =
  | { readonly outcome: 'missing' }
  | { readonly outcome: Exclude<SampleFactOutcome, 'missing'>; readonly record: AnyRecord };

/**
 * The answer: `{ record, changed }`, 200 both times (a second scan is not an error: the
 * screen shows what was recorded first), or 404.
 */
export function sampleAnswer(result: SampleResult): ApiResult {
  if (result.outcome === 'missing') return json(404, { message: RECORD_MESSAGES.notFound });
  return json(200, { record: result.record, changed: result.outcome === 'set' });
}

/**
 * The audit entry: a success only when this call set the fact; a repeat is recorded as a
 * refusal (`already-recorded`), so the trail says who scanned again without ever showing
 * the samples received twice.
 */
export function sampleAction(
  event: 'samples-received' | 'containers-sent',
  { kind, id }: { kind: RecordKind; id: string },
  result: SampleResult,
): AuditAction {
  const base = { event, kind, recordId: id } as const;
  if (result.outcome === 'set') return { ...base, outcome: 'success' };
  return {
    ...base,
    outcome: 'failure',
    reason: result.outcome === 'missing' ? 'not-found' : 'already-recorded',
  };
}
