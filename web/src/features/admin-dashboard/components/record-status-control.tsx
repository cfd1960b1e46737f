import Chip, { type ChipProps } from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import {
  RECORD_STATUS_LABELS,
  RECORD_STATUSES,
  type RecordStatus,
} from '@lab/shared/constants/record-status';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { useNotify } from '../../../components/notifications/use-notify';
import { isSessionExpired } from '../api/admin-errors';
import { useUpdateRecord } from '../api/update-record';
import { formatDateTime, type RecordOfKind } from '../record-views';
import { updateFailureNotice } from '../update-notices';

/** Each status's colour, on the cards' chips and the inbox's marks alike. */
export const STATUS_CHIP_COLORS = {
  new: 'primary',
  'in-progress': 'warning',
  done: 'success',
  spam: 'default',
} as const satisfies Record<RecordStatus, ChipProps['color']>;

/** The statuses as a select's options, in their order: the card's and the selection's. */
export const STATUS_OPTIONS = RECORD_STATUSES.map((status) => (
  <option key={status} value={status}>
    {RECORD_STATUS_LABELS[status]}
  </option>
));

/** A record's status at a glance. */
export function StatusChip({ status }: { status: RecordStatus }) {
  return (
    <Chip
      label={RECORD_STATUS_LABELS[status]}
      color={STATUS_CHIP_COLORS[status]}
      size="small"
      variant={status === 'new' ? 'filled' : 'outlined'}
    />
  );
}

/** 'Done · by staff.jo · Nov 23, 2026, 7:50 AM', or that it is as it arrived. */
export function LastStatusChange({ record }: { record: RecordByKind[RecordKind] }) {
  if (!record.statusChangedAt) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Not changed since it arrived
      </Typography>
    );
  }
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
      {RECORD_STATUS_LABELS[record.status]}
      {record.statusChangedBy && <> · by {record.statusChangedBy}</>} ·{' '}
      <time dateTime={record.statusChangedAt}>{formatDateTime(record.statusChangedAt)}</time>
    </Typography>
  );
}

export interface RecordStatusControlProps<K extends RecordKind> extends RecordOfKind<K> {
  /** The card's heading, so the select is told apart from the other cards'. */
  cardHeadingId: string;
}

/**
 * The status select of a record card: a native select (keyboard and the phone's own
 * picker), sent on change. It shows the status asked for while the change is on its way,
 * then the record as the API answered (another admin's change may have come first). It
 * stays enabled while sending, so keyboard focus never drops out of it; a second change
 * waits for the first (see `useUpdateRecord`).
 */
export function RecordStatusControl<K extends RecordKind>({
  kind,
  record,
  cardHeadingId,
}: RecordStatusControlProps<K>) {
  const id = useId();
  const notify = useNotify();
  const update = useUpdateRecord(kind, record.id);
  const shown = (update.isPending && update.variables.patch.status) || record.status;

  const change = async (status: RecordStatus) => {
    try {
      const updated = await update.mutateAsync({ patch: { status } });
      const label = RECORD_STATUS_LABELS[updated.status];
      notify(
        updated.status === status
          ? { title: 'Status changed', description: `Now ${label}.`, tone: 'success' }
          : {
              title: 'Status changed elsewhere',
              description: `Another change came first: the record is ${label}.`,
            },
      );
    } catch (error) {
      // A refused token has ended the session: nothing more to say of it.
      if (!isSessionExpired(error)) notify(updateFailureNotice('Status not changed', error));
    }
  };

  return (
    <Stack spacing={1}>
      <FormControl size="small" sx={{ minWidth: 180, alignSelf: 'flex-start' }}>
        <InputLabel htmlFor={id} shrink>
          Status
        </InputLabel>
        <NativeSelect
          id={id}
          value={shown}
          onChange={(event) => void change(event.target.value as RecordStatus)}
          input={<OutlinedInput label="Status" notched />}
          inputProps={{ 'aria-describedby': cardHeadingId, 'aria-busy': update.isPending }}
        >
          {STATUS_OPTIONS}
        </NativeSelect>
      </FormControl>
      <LastStatusChange record={record} />
    </Stack>
  );
}
