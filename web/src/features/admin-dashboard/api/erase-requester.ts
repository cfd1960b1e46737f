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

/** Erases a requester; then every list, search and total the dashboard holds is read again. */
export function useEraseRequester() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseRequester,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY }),
  });
}
