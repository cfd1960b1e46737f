import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import {
  DELIVERY_LABELS,
  DELIVERY_PENDING_LABEL,
  MAIL_MESSAGES,
  SKIP_REASONS,
  type DeliveryState,
  type MailMessage,
} from '@lab/shared/constants/mail';
import type { AnyRecord, Delivery } from '@lab/shared/schemas/records';
import { formatDateTime } from '../record-views';

/** States to act on: the message never reached its reader, or annoyed them. */
const TROUBLE: ReadonlySet<DeliveryState> = new Set<DeliveryState>([
  'bounced',
  'complained',
  'failed',
]);

/**
 * What the card says of one message: `receipt sent`, `alert pending`, `arrival e-mail
 * delivered`.
 */
export function deliveryText(message: MailMessage | string, delivery: Delivery | null): string {
  return `${message} ${delivery ? DELIVERY_LABELS[delivery.state] : DELIVERY_PENDING_LABEL}`;
}

/**
 * Where one automatic message stands, a line: the state in words, why it was skipped, and
 * when. A message that needs acting on is set in the error colour with an icon, but its
 * words already say what happened, so nothing rests on the colour.
 */
export function DeliveryLine({
  message,
  delivery: entry,
}: {
  message: MailMessage | string;
  delivery: Delivery | null;
}) {
  const trouble = entry !== null && TROUBLE.has(entry.state);
  return (
    <Box sx={trouble ? { color: 'error.main', fontWeight: 600 } : undefined}>
      {trouble && (
        <ErrorOutlineIcon
          aria-hidden
          fontSize="inherit"
          sx={{ verticalAlign: '-0.125em', mr: 0.5 }}
        />
      )}
      {deliveryText(message, entry)}
      {entry?.state === 'skipped' && entry.reason && `: ${SKIP_REASONS[entry.reason]}`}
      {entry && (
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
          {' · '}
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </Box>
      )}
    </Box>
  );
}

/**
 * Where a record's automatic alert and receipt stand, a line each. Lines, not a list: the
 * card's notes are its only list.
 */
export function DeliveryStatus({ delivery }: { delivery: AnyRecord['delivery'] }) {
  return MAIL_MESSAGES.map((message) => (
    <DeliveryLine key={message} message={message} delivery={delivery[message]} />
  ));
}
