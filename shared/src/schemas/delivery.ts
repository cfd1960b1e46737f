import * as z from 'zod/mini';
import { DELIVERY_STATES, SKIP_REASONS, type SkipReason } from '../constants/mail';

/** Where one automatic message of a record stands (see constants/mail.ts). */
export const deliverySchema = z.object({
  state: z.enum(DELIVERY_STATES),
  /** When it reached that state. */
  at: z.iso.datetime(),
  /** Why a receipt was skipped; null otherwise. */
  reason: z.nullable(z.enum(Object.keys(SKIP_REASONS) as [SkipReason, ...SkipReason[]])),
});
export type Delivery = z.infer<typeof deliverySchema>;
