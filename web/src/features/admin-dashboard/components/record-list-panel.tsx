import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import { STATUS_FILTER_LABELS } from '@lab/shared/constants/record-status';
import { ApiError } from '../../../lib/api-client';
import type { RecordList } from '../hooks/use-admin-dashboard';
import { RECORD_VIEWS } from '../record-views';
import { CompactInbox } from './compact-inbox';
import { ExportCsvButton } from './export-csv-button';
import { ListFilterBar } from './list-filter-bar';

export interface RecordListPanelProps<K extends RecordKind> {
  kind: K;
  list: RecordList<K>;
}

/**
 * What the list says of itself, read out as it changes: nothing for the spec's list with
 * records (the rows speak), its own empty message when it has none, and under a filter
 * how many records match, or that none do.
 */
function listStatus(list: RecordList<RecordKind>, empty: string): string {
  if (list.updating) return 'Loading...';
  if (list.unfiltered) return list.records.length === 0 ? empty : '';
  if (list.error) {
    const reason = list.error instanceof ApiError ? list.error.serverMessage : undefined;
    return `These records could not be loaded${reason ? `: ${reason}` : '.'}`;
  }
  if (list.records.length === 0) {
    // A page may come back empty with a cursor when the API filters as it reads.
    return list.hasMore
      ? 'No matching records among the newest. Load more to look further back.'
      : 'No records match this filter';
  }
  const what = STATUS_FILTER_LABELS[list.filter.status];
  const count = `${list.records.length}${list.hasMore ? '+' : ''}`;
  return `Showing ${count} matching records (${what})`;
}

/**
 * One list tab: its total, its filter, the loaded records (newest first) as a compact
 * inbox whose rows open to their full card, and 'Load more'. Memoised: the dashboard keeps
 * it drawn behind other tabs, and showing it again draws nothing new.
 */
export const RecordListPanel = memo(RecordListPanelOf) as typeof RecordListPanelOf;

function RecordListPanelOf<K extends RecordKind>({ kind, list }: RecordListPanelProps<K>) {
  const view = RECORD_VIEWS[kind];
  const headingId = `${kind}-list-heading`;
  const status = listStatus(list as RecordList<RecordKind>, view.empty);
  const quiet = list.records.length > 0 || list.updating;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 3 }}
      >
        <Typography variant="h4" component="h2" id={headingId}>
          {view.title}
        </Typography>
        <Chip label={`${list.total} total`} color="primary" size="small" />
        <ExportCsvButton kind={kind} filter={list.filter} />
      </Stack>
      <ListFilterBar title={view.title} filter={list.filter} onChange={list.setFilter} />
      <Box sx={{ height: 4, mb: 1 }}>{list.updating && <LinearProgress aria-hidden="true" />}</Box>
      {/* Always in the page, so a screen reader hears what a new filter found. */}
      <Typography
        role="status"
        sx={
          quiet
            ? { mb: status ? 2 : 0, color: 'text.secondary' }
            : { py: 6, textAlign: 'center', color: 'text.secondary' }
        }
      >
        {status}
      </Typography>
      {list.records.length > 0 && (
        <Box sx={{ opacity: list.updating ? 0.6 : 1 }}>
          <CompactInbox kind={kind} records={list.records} />
        </Box>
      )}
      {list.hasMore && (
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Button variant="outlined" onClick={list.loadMore} disabled={list.loadingMore}>
            {list.loadingMore ? 'Loading...' : 'Load more'}
          </Button>
          {list.unfiltered && (
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              Showing {list.records.length} of {list.total}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
