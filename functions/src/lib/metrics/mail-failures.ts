import type { RecordMessage } from '@lab/shared/constants/mail';
import { MAIL_METRICS } from '@lab/shared/lambda/metrics';
import { emitCount } from './emf';

/** Which automatic message SES refused: one of a record's (alert, receipt, arrival, dispatch), or a follow-up. */
export type FailedMessage = RecordMessage | 'follow-up';

/**
 * Counts one automatic e-mail SES refused for good (settled as `failed`): under its kind
 * of message, and in the total the alarm watches.
 */
export function countMailFailed(message: FailedMessage): void {
  emitCount({
    namespace: MAIL_METRICS.namespace,
    name: MAIL_METRICS.failed,
    dimensions: { [MAIL_METRICS.dimension]: message },
  });
}
