import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { apiErrorSchema } from '@lab/shared/schemas/api-error';
import { ApiError } from '../../lib/api-client';

/**
 * A 400 from the API names the fields it rejected, with the same messages the form uses:
 * show them under the form's own fields (`fieldFor` maps an API field, and its message,
 * to one, or to nothing), focusing the first. Returns whether any field was marked.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldFor: (apiField: string, message: string) => FieldPath<T> | undefined,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return false;
  }
  const errors = apiErrorSchema.safeParse(body).data?.errors ?? {};
  const marked = Object.entries(errors).flatMap(([apiField, message]) => {
    const field = fieldFor(apiField, message);
    return field ? [[field, message] as const] : [];
  });
  marked.forEach(([field, message], index) =>
    setError(field, { message }, { shouldFocus: index === 0 }),
  );
  return marked.length > 0;
}
