import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordFilter } from '@lab/shared/schemas/admin';
import { EXPORT_FORMAT_LABELS, type ExportFormat } from '@lab/shared/schemas/record-export';
import { ApiError } from '../../../lib/api-client';
import { isSessionExpired } from '../api/admin-errors';
import { exportRecords } from '../api/export-records';
import { useAdminSession } from '../hooks/use-admin-session';

export interface ExportCsvButtonProps {
  kind: RecordKind;
  /** The list's current filter: the file holds what the list shows, every page of it. */
  filter: RecordFilter;
}

/** What the menu says of each file, under its name. */
const FORMAT_HINTS = {
  readable: 'Labels and Edmonton date-times, for a spreadsheet',
  full: 'Every stored field as it is, for audits',
} as const satisfies Record<ExportFormat, string>;

const FORMATS = ['readable', 'full'] as const satisfies readonly ExportFormat[];

/**
 * 'Export CSV': downloads every record the list's filter lets through, as the readable
 * file; its menu offers that and the full export (every field, as stored).
 */
export function ExportCsvButton({ kind, filter }: ExportCsvButtonProps) {
  const { client } = useAdminSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  // The menu's anchor, the arrow that opened it; null while it is closed.
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuOpen = menuAnchor !== null;
  const menuId = useId();

  const download = async (format: ExportFormat) => {
    setMenuAnchor(null);
    setBusy(true);
    setFailure('');
    try {
      await exportRecords(kind, client, filter, format);
    } catch (error) {
      // A refused token has ended the session: nothing more to say of it.
      if (isSessionExpired(error)) return;
      const reason = error instanceof ApiError ? error.serverMessage : undefined;
      setFailure(`The export failed${reason ? `: ${reason}` : '. Try again.'}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 'auto' }}>
      <Typography role="alert" variant="body2" color="error">
        {failure}
      </Typography>
      <ButtonGroup variant="outlined" size="small" disabled={busy}>
        <Button onClick={() => void download('readable')}>
          {busy ? 'Exporting...' : EXPORT_FORMAT_LABELS.readable}
        </Button>
        <Button
          aria-label="Export choices"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <ArrowDropDown />
        </Button>
      </ButtonGroup>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuOpen}
        onClose={() => setMenuAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {FORMATS.map((format) => (
          <MenuItem key={format} onClick={() => void download(format)}>
            <ListItemText primary={EXPORT_FORMAT_LABELS[format]} secondary={FORMAT_HINTS[format]} />
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
