import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { contactSubjectLabel } from '@lab/shared/constants/contact-subjects';
import { containerTypeLabel } from '@lab/shared/constants/container-types';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { sampleTypeLabel } from '@lab/shared/constants/sample-types';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { visuallyHidden } from '../../../theme/tint';
import { formatDateTime, RECORD_VIEWS, type RecordOfKind, type RecordView } from '../record-views';
import { OverdueChip } from './overdue-chip';
import { StatusChip } from './record-status-control';

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

export interface CompactRowProps<K extends RecordKind> extends RecordOfKind<K> {
  /** Arrived after the person's last visit to this list. */
  isNew: boolean;
  /** The list's one tab stop (roving tabindex). */
  active: boolean;
  open: boolean;
  selected: boolean;
  /** The id of the opened record's region, which the row controls. */
  detailId: string;
  now: number;
  onToggleOpen: () => void;
  onToggleSelect: () => void;
  /** The row took focus (by click or Tab): it becomes the list's tab stop. */
  onFocus: () => void;
}

/**
 * One record as a line or two of the inbox: its checkbox, then a button that opens it,
 * named by the requester's name and described by the rest (arrival, reference, subject,
 * status, assignee, age, New), so a screen reader hears the name first. Everything wraps
 * rather than scrolls sideways on a phone.
 */
export function CompactRow<K extends RecordKind>({
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
  onFocus,
}: CompactRowProps<K>) {
  const view = RECORD_VIEWS[kind] as RecordView<K>;
  const detailsId = useId();
  const name = view.name(record);
  const subject = recordSubject(kind, record);
  return (
    <Box
      data-inbox-head
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        pr: { xs: 1, sm: 1.5 },
        bgcolor: selected ? 'action.selected' : undefined,
      }}
    >
      <Checkbox
        checked={selected}
        onChange={onToggleSelect}
        onFocus={onFocus}
        tabIndex={active ? 0 : -1}
        slotProps={{ input: { 'aria-label': `Select ${name}` } }}
        sx={{ mt: 0.25 }}
      />
      {/* The whole line opens the record on a click; its one focusable part, the button,
          is the requester's name (a control's visible text is its name, WCAG 2.5.3), and
          the rest of the line describes it. */}
      <Box
        onClick={onToggleOpen}
        sx={{
          flex: 1,
          minWidth: 0,
          py: 1,
          cursor: 'pointer',
          borderRadius: 1,
          // As the theme's buttons, around the whole line: the row is what opens.
          '&:has([data-inbox-row]:focus-visible)': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1,
            rowGap: 0.5,
          }}
        >
          <Typography
            component="span"
            role="button"
            data-inbox-row
            tabIndex={active ? 0 : -1}
            aria-expanded={open}
            aria-controls={open ? detailId : undefined}
            aria-describedby={detailsId}
            onFocus={onFocus}
            sx={{
              fontWeight: isNew || record.status === 'new' ? 700 : 500,
              overflowWrap: 'anywhere',
              outline: 'none',
            }}
          >
            {name}
          </Typography>
          <Box
            component="span"
            id={detailsId}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 1,
              rowGap: 0.5,
              minWidth: 0,
              flex: '1 1 16rem',
            }}
          >
            {isNew && (
              <Box
                component="span"
                data-new-mark
                sx={{
                  px: 0.75,
                  borderRadius: 1,
                  fontSize: '0.75rem',
                  fontWeight: 700,
                  lineHeight: 1.6,
                  bgcolor: 'secondary.main',
                  color: 'secondary.contrastText',
                }}
              >
                New
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  since your last visit.
                </Box>
              </Box>
            )}
            <Typography
              component="span"
              variant="body2"
              sx={{
                color: 'text.secondary',
                minWidth: 0,
                flex: '1 1 8rem',
                overflowWrap: 'anywhere',
              }}
            >
              {subject}
            </Typography>
            <StatusChip status={record.status} />
            <OverdueChip kind={kind} record={record} now={now} />
            <Typography
              component="span"
              variant="body2"
              sx={{ color: 'text.secondary', display: 'flex', flexWrap: 'wrap', columnGap: 1 }}
            >
              {record.reference && (
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {record.reference}
                </Box>
              )}
              <time dateTime={record.createdAt}>{formatDateTime(record.createdAt)}</time>
              <span>· {formatAge(record.createdAt, now)} old</span>
              <span>· {record.assignee ?? 'Unassigned'}</span>
            </Typography>
          </Box>
          <ExpandMoreIcon
            aria-hidden
            fontSize="small"
            sx={{
              ml: 'auto',
              color: 'text.secondary',
              transform: open ? 'rotate(180deg)' : undefined,
              transition: 'transform 150ms',
              '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            }}
          />
        </Box>
      </Box>
    </Box>
  );
}
