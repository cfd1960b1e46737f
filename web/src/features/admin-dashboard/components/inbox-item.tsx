import type { CSSObject } from '@emotion/react';
import { styled, type Theme } from '@mui/material/styles';
import { memo, useId, useMemo, type ReactNode } from 'react';
import { contactSubjectLabel } from '@lab/shared/constants/contact-subjects';
import { containerTypeLabel } from '@lab/shared/constants/container-types';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { RECORD_STATUS_LABELS, RECORD_STATUSES } from '@lab/shared/constants/record-status';
import { sampleTypeLabel } from '@lab/shared/constants/sample-types';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { themeStyles } from '../../../theme/theme-styles';
import { visuallyHidden } from '../../../theme/tint';
import { formatDateTime, RECORD_VIEWS, type RecordOfKind, type RecordView } from '../record-views';
import { OverdueChip } from './overdue-chip';
import { STATUS_CHIP_COLORS } from './record-status-control';

const MINUTE_MS = 60_000;

/** How long ago a record arrived, in the largest whole unit: '12 min', '5 h', '3 d'. */
export function formatAge(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / MINUTE_MS));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/**
 * What a request is about, in one line: a contact's subject (or its message's first line
 * when it gave none), the container type asked for, the sample type being shipped.
 */
export function recordSubject<K extends RecordKind>(kind: K, record: RecordByKind[K]): string {
  switch (kind) {
    case 'contact': {
      const r = record as RecordByKind['contact'];
      if (r.subject) return contactSubjectLabel(r.subject);
      return (
        r.message
          .split(/\r?\n/)
          .find((line) => line.trim())
          ?.trim() ?? ''
      );
    }
    case 'resource':
      return containerTypeLabel((record as RecordByKind['resource']).resourceId);
    case 'shipping':
      return sampleTypeLabel((record as RecordByKind['shipping']).sampleType);
    default:
      return '';
  }
}

export interface InboxItemProps<K extends RecordKind> extends RecordOfKind<K> {
  /** Arrived after the person's last visit to this list. */
  isNew: boolean;
  /** The list's one tab stop (roving tabindex). */
  active: boolean;
  open: boolean;
  selected: boolean;
  /** The id of the opened record's region, which the row controls. */
  detailId: string;
  now: number;
  onToggleOpen: (id: string) => void;
  onToggleSelect: (id: string) => void;
  /** The row took focus (by click or Tab): it becomes the list's tab stop. */
  onFocusRow: (id: string) => void;
  /** The full record, drawn under the line while it is open. */
  renderCard: (record: RecordByKind[K]) => ReactNode;
}

/** MUI's ExpandMore glyph, drawn as plain SVG: one element per row, not a styled component. */
const EXPAND_PATH = 'M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z';

/**
 * One record of the inbox: a line or two (its checkbox, then a button that opens it, named
 * by the requester's name and described by the rest: arrival, reference, subject, status,
 * assignee, age, New, so a screen reader hears the name first), and under it, while open,
 * the full record. Everything wraps rather than scrolls sideways on a phone.
 *
 * Plain elements styled once by InboxList, and memoised on its props: a list of 30 is
 * drawn and re-drawn within a frame on a phone (`npm run bench:inbox`), where one styled
 * component per part made the list's first frame take a third of a second and every
 * keystroke re-draw all of it.
 */
function InboxItemOf<K extends RecordKind>({
  kind,
  record,
  isNew,
  active,
  open,
  selected,
  detailId,
  now,
  onToggleOpen,
  onToggleSelect,
  onFocusRow,
  renderCard,
}: InboxItemProps<K>) {
  const view = RECORD_VIEWS[kind] as RecordView<K>;
  const detailsId = useId();
  const name = view.name(record);
  const { id } = record;
  const tabIndex = active ? 0 : -1;
  // The line apart from its checkbox, the same element while what it shows is: selecting
  // lines (all 30 at once) changes their checkboxes alone.
  const line = useMemo(
    () => (
      /* The whole line opens the record on a click; its one focusable part, the button,
         is the requester's name (a control's visible text is its name, WCAG 2.5.3), and
         the rest of the line describes it. */
      <div className="line" onClick={() => onToggleOpen(id)}>
        <span
          role="button"
          data-inbox-row
          className={isNew || record.status === 'new' ? 'name unread' : 'name'}
          tabIndex={tabIndex}
          aria-expanded={open}
          aria-controls={open ? detailId : undefined}
          aria-describedby={detailsId}
          onFocus={() => onFocusRow(id)}
        >
          {name}
        </span>
        <InboxDetails id={detailsId} kind={kind} record={record} isNew={isNew} now={now} />
        <svg className="expand" aria-hidden focusable="false" viewBox="0 0 24 24">
          <path d={EXPAND_PATH} />
        </svg>
      </div>
    ),
    [
      id,
      kind,
      record,
      name,
      isNew,
      tabIndex,
      open,
      detailId,
      detailsId,
      now,
      onToggleOpen,
      onFocusRow,
    ],
  );
  return (
    <li data-inbox-record={id} className={open ? 'item open' : 'item'}>
      {/* Shown as selected by its checked box (CSS :has), not a class drawn again. */}
      <div data-inbox-head className="head">
        <label className="check">
          <input
            type="checkbox"
            checked={selected}
            onChange={() => onToggleSelect(id)}
            onFocus={() => onFocusRow(id)}
            tabIndex={tabIndex}
            aria-label={`Select ${name}`}
          />
        </label>
        {line}
      </div>
      {open && (
        <div id={detailId} className="detail">
          {renderCard(record)}
        </div>
      )}
    </li>
  );
}

export const InboxItem = memo(InboxItemOf) as typeof InboxItemOf;

/**
 * What describes a line (New, subject, status, overdue, reference, arrival, age, assignee),
 * memoised apart from the line: selecting lines or moving between them leaves it as it is,
 * and its dates are not formatted again.
 */
const InboxDetails = memo(function InboxDetails<K extends RecordKind>({
  id,
  kind,
  record,
  isNew,
  now,
}: RecordOfKind<K> & { id: string; isNew: boolean; now: number }) {
  return (
    <span id={id} className="details">
      {isNew && (
        <span data-new-mark className="new">
          New<span className="hidden"> since your last visit.</span>
        </span>
      )}
      <span className="subject">{recordSubject(kind, record)}</span>
      <span className={`status status-${record.status}`}>
        {RECORD_STATUS_LABELS[record.status]}
      </span>
      <OverdueChip kind={kind} record={record} now={now} />
      <span className="meta">
        {record.reference && <span className="reference">{record.reference}</span>}
        <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
        <span>· {formatAge(record.createdAt, now)} old</span>
        <span>· {record.assignee ?? 'Unassigned'}</span>
      </span>
    </span>
  );
}) as <K extends RecordKind>(
  props: RecordOfKind<K> & { id: string; isNew: boolean; now: number },
) => ReactNode;

/**
 * The inbox's list and every part of its items, styled in one place: one style for the
 * whole list rather than one per element, so drawing a row costs its elements alone. The
 * status marks look as the cards' status chips (MUI's small chip, its colours per status).
 */
export const InboxList = styled('ul')(themeStyles(inboxListStyles));

/**
 * A native checkbox in a 42 px target, as MUI's, in the theme's colour: one element, not
 * a styled component, for the inbox's lines and its Select all. Styles its label.
 */
export function nativeCheckbox(theme: Theme): CSSObject {
  const palette = theme.vars?.palette ?? theme.palette;
  return {
    display: 'inline-flex',
    padding: 11,
    cursor: 'pointer',
    '& input': {
      width: 20,
      height: 20,
      margin: 0,
      cursor: 'pointer',
      accentColor: palette.primary.main,
      '&:focus-visible': { outline: `3px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
  };
}

function inboxListStyles(theme: Theme): CSSObject {
  const palette = theme.vars?.palette ?? theme.palette;
  const chipColor = (status: (typeof RECORD_STATUSES)[number]) => {
    const color = STATUS_CHIP_COLORS[status];
    if (status === 'new' && color !== 'default') {
      return { backgroundColor: palette[color].main, color: palette[color].contrastText };
    }
    if (color === 'default') {
      return {
        border: `1px solid ${theme.vars?.palette.Chip.defaultBorder ?? theme.palette.grey[400]}`,
        color: palette.text.primary,
      };
    }
    return {
      border: `1px solid ${theme.alpha(palette[color].main, 0.7)}`,
      color: palette[color].main,
    };
  };
  return {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.spacing(1),
    '& .item': {
      overflow: 'hidden',
      // Lines off the screen are neither styled nor laid out until scrolled near (a phone
      // shows 8 of 30): their last size, or about a two-line item's, holds their place.
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 88px',
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      backgroundColor: palette.background.paper,
      '&.open, &:focus-within': { borderColor: palette.primary.main },
    },
    '& .head': {
      display: 'flex',
      alignItems: 'flex-start',
      gap: theme.spacing(0.5),
      paddingRight: theme.spacing(1),
      [theme.breakpoints.up('sm')]: { paddingRight: theme.spacing(1.5) },
      '&:has(> .check input:checked)': { backgroundColor: palette.action.selected },
    },
    '& .check': { ...nativeCheckbox(theme), marginTop: 2 },
    '& .line': {
      flex: 1,
      minWidth: 0,
      padding: theme.spacing(1, 0),
      cursor: 'pointer',
      borderRadius: theme.shape.borderRadius,
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: theme.spacing(1),
      rowGap: theme.spacing(0.5),
      // As the theme's buttons, around the whole line: the row is what opens.
      '&:has([data-inbox-row]:focus-visible)': {
        outline: `3px solid ${palette.primary.main}`,
        outlineOffset: 2,
      },
    },
    '& .name': {
      ...(theme.typography.body1 as CSSObject),
      fontWeight: 500,
      overflowWrap: 'anywhere',
      outline: 'none',
      '&.unread': { fontWeight: 700 },
    },
    '& .details': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: theme.spacing(1),
      rowGap: theme.spacing(0.5),
      minWidth: 0,
      flex: '1 1 16rem',
    },
    '& .new': {
      padding: theme.spacing(0, 0.75),
      borderRadius: theme.shape.borderRadius,
      fontSize: '0.75rem',
      fontWeight: 700,
      lineHeight: 1.6,
      backgroundColor: palette.secondary.main,
      color: palette.secondary.contrastText,
    },
    '& .hidden': visuallyHidden,
    '& .subject, & .meta': {
      ...(theme.typography.body2 as CSSObject),
      color: palette.text.secondary,
      overflowWrap: 'anywhere',
    },
    '& .subject': { minWidth: 0, flex: '1 1 8rem' },
    '& .meta': { display: 'flex', flexWrap: 'wrap', columnGap: theme.spacing(1) },
    '& .reference': { fontFamily: 'monospace' },
    '& .status': {
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      height: 24,
      padding: '0 8px',
      borderRadius: 12,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      fontWeight: 600,
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      border: '1px solid transparent',
    },
    ...Object.fromEntries(
      RECORD_STATUSES.map((status) => [`& .status-${status}`, chipColor(status)]),
    ),
    '& .expand': {
      width: 20,
      height: 20,
      marginLeft: 'auto',
      fill: 'currentColor',
      color: palette.text.secondary,
      transition: 'transform 150ms',
      '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
    },
    '& .open .expand': { transform: 'rotate(180deg)' },
    '& .detail': {
      borderTop: `1px solid ${palette.divider}`,
      // The item's border already frames the card.
      '& > * > .MuiCard-root': { boxShadow: 'none', borderRadius: 0, border: 0 },
    },
  };
}
