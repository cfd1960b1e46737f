import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordFilter } from '@lab/shared/schemas/admin';
import { useNotify } from '../../../components/notifications/use-notify';
import { isSessionExpired } from '../api/admin-errors';
import { useColleagues } from '../api/colleagues';
import { recordListKey } from '../api/list-records';
import { useUpdateRecord } from '../api/update-record';
import { useAdminSession } from '../hooks/use-admin-session';
import type { RecordOfKind } from '../record-views';
import { updateFailureNotice } from '../update-notices';

export interface AssigneeControlProps<K extends RecordKind> extends RecordOfKind<K> {
  /** The card's heading, so the buttons are told apart from the other cards'. */
  cardHeadingId: string;
}

/**
 * Who has a record, and the means to change it: "Take it" assigns it to the signed-in
 * admin; "Assign…" opens a menu of the colleagues (read when it first opens) and
 * "Nobody". The card shows the colleague asked for while the change is on its way, then
 * the record as the API answered (another colleague may have assigned it first).
 */
export function AssigneeControl<K extends RecordKind>({
  kind,
  record,
  cardHeadingId,
}: AssigneeControlProps<K>) {
  const id = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { username: me } = useAdminSession();
  const update = useUpdateRecord(kind, record.id);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const colleagues = useColleagues(menuAnchor !== null);

  const asked = update.isPending ? update.variables.patch.assignee : undefined;
  const shown = asked === undefined ? record.assignee : asked;
  const name = (username: string) => (username === me ? `${username} (you)` : username);

  const assign = async (assignee: string | null) => {
    setMenuAnchor(null);
    try {
      const updated = await update.mutateAsync({ patch: { assignee } });
      // A list of what is mine or nobody's no longer holds what it held: read it again.
      void queryClient.invalidateQueries({
        queryKey: recordListKey(kind),
        predicate: ({ queryKey }) =>
          (queryKey.at(-1) as RecordFilter | undefined)?.assignee !== undefined,
      });
      if (updated.assignee !== assignee) {
        notify({
          title: 'Assigned elsewhere',
          description: `Another change came first: ${
            updated.assignee === null ? 'nobody has it' : `${name(updated.assignee)} has it`
          }.`,
        });
      } else {
        notify({
          title: assignee === null ? 'Unassigned' : 'Assigned',
          description: assignee === null ? 'Nobody has it now.' : `Now with ${name(assignee)}.`,
          tone: 'success',
        });
      }
    } catch (error) {
      // A refused token has ended the session: nothing more to say of it.
      if (!isSessionExpired(error)) notify(updateFailureNotice('Not assigned', error));
    }
  };

  // Whoever has it and the signed-in admin are offered even when the list cannot be read.
  const offered = [
    ...new Set([
      ...(me ? [me] : []),
      ...(record.assignee ? [record.assignee] : []),
      ...(colleagues.data?.map((c) => c.username) ?? []),
    ]),
  ];
  const labelId = `${id}-label`;
  const menuId = `${id}-menu`;

  return (
    <Stack spacing={1} role="group" aria-labelledby={labelId}>
      <Typography variant="body2" id={labelId} sx={{ color: 'text.secondary' }}>
        Assigned to
      </Typography>
      <Typography
        variant="body1"
        aria-live="polite"
        aria-busy={update.isPending}
        sx={{ overflowWrap: 'anywhere', color: shown ? undefined : 'text.secondary' }}
      >
        {shown ? name(shown) : 'Nobody'}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {me && shown !== me && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => void assign(me)}
            aria-describedby={cardHeadingId}
          >
            Take it
          </Button>
        )}
        <Button
          size="small"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={menuAnchor !== null}
          aria-controls={menuAnchor ? menuId : undefined}
          aria-describedby={cardHeadingId}
        >
          Assign…
        </Button>
      </Stack>
      <Menu
        id={menuId}
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
        slotProps={{ paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <MenuItem selected={shown === null} onClick={() => void assign(null)}>
          Nobody
        </MenuItem>
        {offered.map((username) => (
          <MenuItem
            key={username}
            selected={shown === username}
            onClick={() => void assign(username)}
          >
            <ListItemText sx={{ overflowWrap: 'anywhere' }}>{name(username)}</ListItemText>
          </MenuItem>
        ))}
        {colleagues.isPending && colleagues.fetchStatus === 'fetching' && (
          <MenuItem disabled>Loading colleagues…</MenuItem>
        )}
        {colleagues.isError && <MenuItem disabled>The colleagues could not be loaded</MenuItem>}
      </Menu>
    </Stack>
  );
}
