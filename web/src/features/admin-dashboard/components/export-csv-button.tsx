import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordFilter } from '@lab/shared/schemas/admin';
import { ApiError } from '../../../lib/api-client';
import { isSessionExpired } from '../api/admin-errors';
import { exportRecords } from '../api/export-records';
import { useAdminSession } from '../hooks/use-admin-session';

export interface ExportCsvButtonProps {
  kind: RecordKind;
  /** The list's current filter: the file holds what the list shows, every page of it. */
  filter: RecordFilter;
}

/** 'Export CSV': downloads every record the list's filter lets through. */
export function ExportCsvButton({ kind, filter }: ExportCsvButtonProps) {
  const { client } = useAdminSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const download = async () => {
    setBusy(true);
    setFailure('');
    try {
      await exportRecords(kind, client, filter);
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
      <Button variant="outlined" size="small" onClick={() => void download()} disabled={busy}>
        {busy ? 'Exporting...' : 'Export CSV'}
      </Button>
    </Stack>
  );
}
