import * as z from 'zod/mini';
import { fieldErrors } from './api-error';

/** Field → message of a failed parse; {} when it passes. Test helper. */
export function errorsOf(schema: z.core.$ZodType, value: unknown): Record<string, string> {
  const result = z.safeParse(schema, value);
  return result.success ? {} : fieldErrors(result.error);
}
