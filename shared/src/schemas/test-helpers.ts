import type * as z from 'zod';
import { fieldErrors } from './api-error';

/** Field → message of a failed parse; {} when it passes. Test helper. */
export function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}
