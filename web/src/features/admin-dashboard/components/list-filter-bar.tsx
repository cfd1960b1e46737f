import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import {
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  type StatusFilter,
} from '@lab/shared/constants/record-status';
import {
  ASSIGNEE_FILTERS,
  recordFilterSchema,
  type AssigneeFilter,
  type RecordFilter,
} from '@lab/shared/schemas/admin';
import {
  ASSIGNEE_FILTER_LABELS,
  DAY_SHORTCUTS,
  DEFAULT_FILTER,
  isDefaultFilter,
} from '../list-filters';

export interface ListFilterBarProps {
  /** What the filter narrows, for the group's name ('Contact Submissions'). */
  title: string;
  filter: RecordFilter;
  onChange: (filter: RecordFilter) => void;
  /** The instant "Today" and "This week" are taken from (epoch ms). @default Date.now() */
  now?: () => number;
}

const DAYS_NOTE = "Days are the laboratory's days, in Edmonton time.";

const RANGE_ERROR = 'The From date must be on or before the To date.';

/**
 * A list's filter: a status (All, the spec's list, by default), who has the records
 * (Assigned to me, Unassigned, or everyone's when neither is pressed) and a range of arrival
 * days, the laboratory's (America/Edmonton), as the API counts them. A status applies at
 * once; a date range applies once it makes sense (From on or before To), and says so under
 * the dates until then. "Today" and "This week" (Monday to today) fill in both dates.
 */
export function ListFilterBar({ title, filter, onChange, now = Date.now }: ListFilterBarProps) {
  const id = useId();
  // The dates as typed, which may be a range the API would refuse.
  const [dates, setDates] = useState({ from: filter.from ?? '', to: filter.to ?? '' });
  const [rangeError, setRangeError] = useState(false);

  const apply = (next: {
    status: StatusFilter;
    from: string;
    to: string;
    assignee?: AssigneeFilter | undefined;
  }) => {
    const parsed = recordFilterSchema.safeParse({
      status: next.status,
      from: next.from || undefined,
      to: next.to || undefined,
      assignee: next.assignee,
    });
    setRangeError(!parsed.success);
    if (parsed.success) onChange(parsed.data);
  };
  const { assignee } = filter;
  const setDate = (end: 'from' | 'to', value: string) => {
    const next = { ...dates, [end]: value };
    setDates(next);
    apply({ status: filter.status, ...next, assignee });
  };
  const setRange = (range: { from: string; to: string }) => {
    setDates(range);
    apply({ status: filter.status, ...range, assignee });
  };
  // One toggle at a time: pressing the one that is on turns it off (everyone's records).
  const toggleAssignee = (chosen: AssigneeFilter) =>
    apply({ status: filter.status, ...dates, assignee: assignee === chosen ? undefined : chosen });
  const clear = () => {
    setDates({ from: '', to: '' });
    setRangeError(false);
    onChange(DEFAULT_FILTER);
  };

  const errorId = `${id}-range-error`;
  const dateInput = (end: 'from' | 'to', label: string) => (
    <FormControl size="small" error={rangeError} sx={{ width: { xs: '100%', sm: 170 } }}>
      <InputLabel htmlFor={`${id}-${end}`} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={`${id}-${end}`}
        type="date"
        label={label}
        notched
        value={dates[end]}
        onChange={(event) => setDate(end, event.target.value)}
        inputProps={{
          'aria-describedby': rangeError ? errorId : undefined,
          // The browser's picker keeps the range the right way round.
          ...(end === 'from' ? { max: dates.to || undefined } : { min: dates.from || undefined }),
        }}
      />
    </FormControl>
  );

  return (
    <Stack role="group" aria-label={`Filter ${title}`} spacing={1} sx={{ mb: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <FormControl size="small" sx={{ width: { xs: '100%', sm: 260 } }}>
          <InputLabel htmlFor={`${id}-status`} shrink>
            Filter by status
          </InputLabel>
          <NativeSelect
            id={`${id}-status`}
            value={filter.status}
            onChange={(event) =>
              apply({ status: event.target.value as StatusFilter, ...dates, assignee })
            }
            input={<OutlinedInput label="Filter by status" notched />}
          >
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {STATUS_FILTER_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        {dateInput('from', 'Received from')}
        {dateInput('to', 'Received to')}
        <Stack direction="row" spacing={1}>
          {Object.values(DAY_SHORTCUTS).map((shortcut) => {
            const range = shortcut.range(now());
            const chosen = dates.from === range.from && dates.to === range.to;
            return (
              <Button
                key={shortcut.label}
                size="small"
                variant={chosen ? 'contained' : 'outlined'}
                aria-pressed={chosen}
                onClick={() => setRange(range)}
              >
                {shortcut.label}
              </Button>
            );
          })}
        </Stack>
        <Stack direction="row" spacing={1} role="group" aria-label="Who has them">
          {ASSIGNEE_FILTERS.map((value) => (
            <Button
              key={value}
              size="small"
              variant={assignee === value ? 'contained' : 'outlined'}
              aria-pressed={assignee === value}
              onClick={() => toggleAssignee(value)}
            >
              {ASSIGNEE_FILTER_LABELS[value]}
            </Button>
          ))}
        </Stack>
        {!isDefaultFilter(filter) || dates.from || dates.to ? (
          <Button
            variant="text"
            onClick={clear}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            Clear filters
          </Button>
        ) : null}
      </Stack>
      <FormHelperText id={errorId} error={rangeError} sx={{ mx: 0 }}>
        {rangeError ? RANGE_ERROR : DAYS_NOTE}
      </FormHelperText>
    </Stack>
  );
}
