import ScheduleIcon from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { useNow } from '../hooks/use-now';
import { formatPromiseTime, overdueSince, type RecordOfKind } from '../record-views';

export interface OverdueChipProps<K extends RecordKind> extends RecordOfKind<K> {
  /** The instant to judge by (epoch ms). @default the clock, read again each minute */
  now?: number;
}

/**
 * 'Overdue: promised by Tue 3:00 PM' on an open request past the laboratory's promise, and
 * nothing otherwise. Filled in the theme's error colours, whose text reaches 4.5:1 in the
 * light and the dark scheme; the words, not the colour, say it (an icon only beside them).
 */
export function OverdueChip<K extends RecordKind>({ now, ...record }: OverdueChipProps<K>) {
  return now === undefined ? (
    <OverdueChipNow {...record} />
  ) : (
    <OverdueChipAt {...record} now={now} />
  );
}

/** Judged by the clock, read again each minute (a card alone on screen). */
function OverdueChipNow<K extends RecordKind>(props: RecordOfKind<K>) {
  return <OverdueChipAt {...props} now={useNow()} />;
}

/** Judged at `now`, which a list passes down: no clock of its own for each row. */
function OverdueChipAt<K extends RecordKind>({
  kind,
  record,
  now,
}: RecordOfKind<K> & { now: number }) {
  const due = overdueSince(kind, record, now);
  if (due === null) return null;
  return (
    <Chip
      icon={<ScheduleIcon aria-hidden />}
      label={
        <>
          Overdue: promised by{' '}
          <time dateTime={new Date(due).toISOString()}>{formatPromiseTime(due, now)}</time>
        </>
      }
      color="error"
      size="small"
    />
  );
}
