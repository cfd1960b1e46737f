import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@lab/shared/api/routes';
import { eraseResultSchema, type EraseResult } from '@lab/shared/schemas/admin';
import { useAdminSession } from '../hooks/use-admin-session';
import type { AdminClient } from './admin-client';
import { ADMIN_QUERY_KEY } from './get-dashboard';

export interface EraseRequesterInput {
  email: string;
}

/**
 * `POST /api/admin/erase`: deletes every record of every kind with the address; resolves
 * to how many of each kind went. A refusal throws the `ApiError` (401, 400).
 */
export async function eraseRequester(
  client: AdminClient,
  { email }: EraseRequesterInput,
): Promise<EraseResult> {
  const body = await client.json<unknown>(apiPath('erase-requester'), {
    method: 'POST',
    body: { email },
  });
  return eraseResultSchema.parse(body);
}

/**
 * Erases a requester: `onErased` hears what went, then every list, search and total the
 * dashboard holds is read again. `onErased` belongs here, not in a `mutate` call: the
 * search read again finds nothing, which unmounts the component that asked, and React
 * Query drops a `mutate` call's callbacks once its component is gone.
 */
export function useEraseRequester(onErased: (result: EraseResult) => void) {
  const queryClient = useQueryClient();
  const { client } = useAdminSession();
  return useMutation({
    mutationFn: (input: EraseRequesterInput) => eraseRequester(client, input),
    onSuccess: (result) => {
      onErased(result);
      return queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
  });
}
