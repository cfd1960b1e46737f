import * as z from 'zod';
import { apiPath } from '@lab/shared/api/routes';
import type { SampleKind } from '@lab/shared/constants/samples';
import { recordSchemaByKind, type RecordByKind } from '@lab/shared/schemas/records';
import type { ReceiveSamples } from '@lab/shared/schemas/samples';
import type { StaffCaller } from './staff-caller';

/** The answer of a receive call: the record as stored, and whether this call received it. */
export interface ReceiveOutcome<K extends SampleKind> {
  record: RecordByKind[K];
  /** False when the samples were received before: nothing changed. */
  changed: boolean;
}

const outcomeSchema = z.object({ record: z.unknown(), changed: z.boolean() });

/**
 * `POST /api/admin/records/{kind}/{id}/receive`: records the boxes that arrived, once. A
 * refusal throws the `ApiError` (400 with field messages or for a kind without samples, 404).
 */
export async function receiveSamples<K extends SampleKind>(
  caller: StaffCaller,
  kind: K,
  id: string,
  arrival: ReceiveSamples,
): Promise<ReceiveOutcome<K>> {
  const body = outcomeSchema.parse(
    await caller.json<unknown>(apiPath('receive-samples', { kind, id }), {
      method: 'POST',
      body: arrival,
    }),
  );
  return {
    record: recordSchemaByKind[kind].parse(body.record) as RecordByKind[K],
    changed: body.changed,
  };
}
