import * as z from 'zod/mini';

/**
 * Body of every error the API returns. `errors` maps a field name to the same message
 * the form shows under that field, so a form can place server errors where its own go.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * Body of a successful public submission: the record's id, and the reference number the
 * confirmation shows and the e-mails carry.
 */
export const createdResponseSchema = z.object({
  ok: z.literal(true),
  id: z.string(),
  reference: z.string(),
  /**
   * A container or shipping label request's documents and status page (issue 31): site
   * paths carrying a signed, expiring link token (decision 0020), e.g.
   * `/api/documents/label?t=…`. Absent on a contact message.
   */
  documents: z.optional(
    z.object({
      /** The shipping label, letter size; add `&size=4x6` for a 4×6 in label printer. */
      label: z.string(),
      /** The submission form. */
      form: z.string(),
      /** The status page, `/track?t=…`. */
      track: z.string(),
    }),
  ),
});
export type CreatedResponse = z.infer<typeof createdResponseSchema>;

export const VALIDATION_FAILED = 'Please correct the highlighted fields';

/** Field name → first message, the shape forms and the API both use. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    errors[field] ??= issue.message;
  }
  return errors;
}
