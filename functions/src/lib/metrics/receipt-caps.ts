import { RECEIPT_CAP_METRICS } from '@lab/shared/lambda/metrics';
import { emitCount } from './emf';

/** Counts one request stored without a receipt: its client address used up its day. */
export function countReceiptCapped(): void {
  emitCount({ namespace: RECEIPT_CAP_METRICS.namespace, name: RECEIPT_CAP_METRICS.capped });
}

/** Counts one receipt e-mail not sent: the day's receipt budget was spent. */
export function countReceiptOverBudget(): void {
  emitCount({ namespace: RECEIPT_CAP_METRICS.namespace, name: RECEIPT_CAP_METRICS.overBudget });
}
