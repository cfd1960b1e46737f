import type { CSSObject } from '@emotion/react';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { styled } from '@mui/material/styles';
import { memo, useId, useLayoutEffect, useRef } from 'react';
import type { RecordStatus } from '@lab/shared/constants/record-status';
import { themeStyles } from '../../../theme/theme-styles';
import { nativeCheckbox } from './inbox-item';
import { STATUS_OPTIONS } from './record-status-control';

/** What the bar's actions do with the selected requests; each is stable across draws. */
export interface SelectionActions {
  onSetStatus: (status: RecordStatus) => void;
  onAssignToMe: () => void;
  onUnassign: () => void;
  onClear: () => void;
}

export interface SelectionBarProps extends SelectionActions {
  /** How many lines are selected, of `total` on the page. */
  count: number;
  total: number;
  /** A change to the selection is on its way: its actions wait. */
  busy: boolean;
  /** Selects every line, or none when all are. */
  onSelectAll: () => void;
  onShowShortcuts: () => void;
}

/**
 * The inbox's bar over its lines: Select all (with how many are selected), and with a
 * selection its actions (Set status, Assign to me, Unassign, Clear selection); without one,
 * the Keyboard shortcuts button.
 *
 * A selection changes the checkbox and its count alone: both sets of buttons stay drawn and
 * the one not wanted is hidden, so selecting all of 30 lines draws no new buttons (and their
 * styles) within the frame (`npm run bench:inbox`).
 */
export const SelectionBar = memo(function SelectionBar({
  count,
  total,
  busy,
  onSelectAll,
  onShowShortcuts,
  ...actions
}: SelectionBarProps) {
  const all = count > 0 && count === total;
  const box = useRef<HTMLInputElement>(null);
  // A property with no attribute: set on the element (the browser says "mixed" for it).
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <Bar role="group" aria-label="Selection">
      <label className="check-all">
        <span className="check">
          <input ref={box} type="checkbox" checked={all} onChange={onSelectAll} />
        </span>
        {count > 0 ? `${count} selected` : 'Select all on this page'}
      </label>
      <div className="actions" hidden={count === 0}>
        <BulkActions busy={busy} {...actions} />
      </div>
      <div className="help" hidden={count > 0}>
        <ShortcutsButton onClick={onShowShortcuts} />
      </div>
    </Bar>
  );
});

const BulkActions = memo(function BulkActions({
  busy,
  onSetStatus,
  onAssignToMe,
  onUnassign,
  onClear,
}: SelectionActions & { busy: boolean }) {
  const statusId = useId();
  return (
    <>
      <FormControl size="small" sx={{ minWidth: 150 }}>
        <InputLabel htmlFor={statusId} shrink>
          Set status
        </InputLabel>
        <NativeSelect
          id={statusId}
          value=""
          disabled={busy}
          onChange={(event) => onSetStatus(event.target.value as RecordStatus)}
          input={<OutlinedInput label="Set status" notched />}
        >
          <option value="" disabled>
            Choose…
          </option>
          {STATUS_OPTIONS}
        </NativeSelect>
      </FormControl>
      <Button size="small" disabled={busy} onClick={onAssignToMe}>
        Assign to me
      </Button>
      <Button size="small" disabled={busy} onClick={onUnassign}>
        Unassign
      </Button>
      <Button size="small" onClick={onClear}>
        Clear selection
      </Button>
    </>
  );
});

const ShortcutsButton = memo(function ShortcutsButton({ onClick }: { onClick: () => void }) {
  return (
    <Button size="small" startIcon={<KeyboardIcon />} onClick={onClick}>
      Keyboard shortcuts
    </Button>
  );
});

/** As an outlined Paper, in styles serialised once (the bar is drawn on every selection). */
const Bar = styled('div')(
  themeStyles((theme) => {
    const palette = theme.vars?.palette ?? theme.palette;
    const row = {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: theme.spacing(1.5),
      rowGap: theme.spacing(1),
    } as const;
    return {
      ...row,
      padding: theme.spacing(0.75, 1),
      marginBottom: theme.spacing(1),
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      backgroundColor: palette.background.paper,
      '& .check-all': {
        ...(theme.typography.body1 as CSSObject),
        display: 'inline-flex',
        alignItems: 'center',
        cursor: 'pointer',
        // The checkbox's target reaches the bar's edge, as MUI's FormControlLabel's did.
        marginLeft: theme.spacing(-1),
      },
      '& .check': nativeCheckbox(theme),
      '& .actions': row,
      '& .help': { marginLeft: 'auto' },
      '& [hidden]': { display: 'none' },
    };
  }),
);
