import * as z from 'zod';
import { apiPath } from '@lab/shared/api/routes';
import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import { recordSchemaByKind, type RecordByKind } from '@lab/shared/schemas/records';
import { ApiError } from '../../../lib/api-client';
import type { StaffCaller } from './staff-caller';

/** A request found by its reference, with its kind (the kind types the record). */
export type FoundRequest = { [K in RecordKind]: { kind: K; record: RecordByKind[K] } }[RecordKind];

const searchAnswerSchema = z.object({
  data: z.array(z.object({ kind: z.enum(RECORD_KINDS), record: z.unknown() })),
});

/**
 * `GET /api/admin/records/search?reference=`: the request a reference names, or null when
 * none does. References are unique, so the first hit is the one.
 */
export async function findRequest(
  caller: StaffCaller,
  reference: string,
  signal?: AbortSignal,
): Promise<FoundRequest | null> {
  let body: unknown;
  try {
    body = await caller.json<unknown>(
      `${apiPath('find-records')}?${new URLSearchParams({ reference })}`,
      { signal },
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const hit = searchAnswerSchema.parse(body).data[0];
  if (!hit) return null;
  return { kind: hit.kind, record: recordSchemaByKind[hit.kind].parse(hit.record) } as FoundRequest;
}
