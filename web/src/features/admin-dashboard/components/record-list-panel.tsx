import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordLists } from '../hooks/use-admin-dashboard';
import { RECORD_VIEWS } from '../record-views';
import { RecordCard } from './record-card';

export interface RecordListPanelProps<K extends RecordKind> {
  kind: K;
  lists: RecordLists;
  token: string;
  onSessionExpired: () => void;
}

/** One list tab: its total, a card per loaded record (newest first), and 'Load more'. */
export function RecordListPanel<K extends RecordKind>({
  kind,
  lists,
  token,
  onSessionExpired,
}: RecordListPanelProps<K>) {
  const list = lists[kind];
  const view = RECORD_VIEWS[kind];
  const headingId = `${kind}-list-heading`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3 }}>
        <Typography variant="h4" component="h2" id={headingId}>
          {view.title}
        </Typography>
        <Chip label={`${list.total} total`} color="primary" size="small" />
      </Stack>
      {list.records.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          {view.empty}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {list.records.map((record) => (
            <RecordCard
              key={record.id}
              kind={kind}
              record={record}
              token={token}
              onSessionExpired={onSessionExpired}
            />
          ))}
        </Stack>
      )}
      {list.hasMore && (
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Button variant="outlined" onClick={list.loadMore} disabled={list.loadingMore}>
            {list.loadingMore ? 'Loading...' : 'Load more'}
          </Button>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            Showing {list.records.length} of {list.total}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
