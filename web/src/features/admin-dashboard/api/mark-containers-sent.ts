import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { apiPath } from '@lab/shared/api/routes';
import { recordSchemaByKind, type ResourceRequestRecord } from '@lab/shared/schemas/records';
import type { ContainersSent } from '@lab/shared/schemas/samples';
import { useAdminSession } from '../hooks/use-admin-session';
import type { AdminClient } from './admin-client';
import { replaceCachedRecord } from './update-record';

/** The answer: the container request as stored, and whether this call marked it sent. */
export interface ContainersSentOutcome {
  record: ResourceRequestRecord;
  /** False when it was marked sent before: nothing changed. */
  changed: boolean;
}

const outcomeSchema = z.object({ record: z.unknown(), changed: z.boolean() });

/**
 * `POST /api/admin/records/resource/{id}/containers-sent`: the courier and its tracking
 * number, once; the requester's e-mail with the tracking link follows. A refusal throws the
 * `ApiError` (400 with field messages, 404).
 */
export async function markContainersSent(
  client: AdminClient,
  id: string,
  sent: ContainersSent,
): Promise<ContainersSentOutcome> {
  const body = outcomeSchema.parse(
    await client.json<unknown>(apiPath('mark-containers-sent', { kind: 'resource', id }), {
      method: 'POST',
      body: sent,
    }),
  );
  return { record: recordSchemaByKind.resource.parse(body.record), changed: body.changed };
}

/** Marks a container request sent from its card, in the record's queue of changes. */
export function useMarkContainersSent(id: string) {
  const queryClient = useQueryClient();
  const { client } = useAdminSession();
  return useMutation({
    scope: { id: `record:resource:${id}` },
    mutationFn: (sent: ContainersSent) => markContainersSent(client, id, sent),
    onSuccess: ({ record }) => replaceCachedRecord(queryClient, 'resource', record),
  });
}
