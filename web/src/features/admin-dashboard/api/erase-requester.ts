import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@lab/shared/api/routes';
import { eraseResultSchema, type EraseResult } from '@lab/shared/schemas/admin';
import { apiJson } from '../../../lib/api-client';
import { ADMIN_QUERY_KEY } from './get-dashboard';

export interface EraseRequesterInput {
  token: string;
  email: string;
}

/**
 * `POST /api/admin/erase`: deletes every record of every kind with the address; resolves
 * to how many of each kind went. A refusal throws the `ApiError` (401, 400).
 */
export async function eraseRequester({ token, email }: EraseRequesterInput): Promise<EraseResult> {
  const body = await apiJson<unknown>(apiPath('erase-requester'), {
    method: 'POST',
    token,
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
  return useMutation({
    mutationFn: eraseRequester,
    onSuccess: (result) => {
      onErased(result);
      return queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
  });
}
