import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { AUDIT_RETENTION_DAYS } from '@lab/shared/data/tables';
import {
  AUDIT_EVENT_LABELS,
  AUDIT_REASON_LABELS,
  type AuditEntry,
} from '@lab/shared/schemas/audit';
import { activityQueryOptions } from '../api/list-activity';
import { useAdminSession } from '../hooks/use-admin-session';
import { describeCounts, formatDateTime, RECORD_VIEWS } from '../record-views';
import { FactList, type Fact } from './fact-list';

const RETENTION_YEARS = Math.round(AUDIT_RETENTION_DAYS / 365);

const CODE = { fontFamily: 'monospace' };
// Long and rarely needed: smaller, so each entry stays short on a phone.
const MINOR = { fontSize: '0.8rem' };

/** The labelled facts of one entry, in reading order; absent ones are left out. */
function facts(entry: AuditEntry): Fact[] {
  const outcome =
    entry.outcome === 'success'
      ? 'Success'
      : `Refused${entry.reason ? `: ${AUDIT_REASON_LABELS[entry.reason]}` : ''}`;
  const failed = entry.outcome === 'failure';
  return [
    { label: 'Who', value: entry.actor },
    ...(entry.target ? [{ label: 'Account', value: entry.target }] : []),
    { label: 'Outcome', value: outcome, valueSx: failed ? { fontWeight: 700 } : undefined },
    ...(entry.kind ? [{ label: 'Record', value: RECORD_VIEWS[entry.kind].singular }] : []),
    ...(entry.recordId ? [{ label: 'Record id', value: entry.recordId, valueSx: CODE }] : []),
    ...(entry.deleted ? [{ label: 'Deleted', value: describeCounts(entry.deleted) }] : []),
    // The erased address's keyed hash: the same address gives the same hash.
    ...(entry.emailHash
      ? [{ label: 'Address hash', value: entry.emailHash, valueSx: { ...CODE, ...MINOR } }]
      : []),
    ...(entry.ip ? [{ label: 'IP address', value: entry.ip, valueSx: CODE }] : []),
    ...(entry.userAgent ? [{ label: 'Browser', value: entry.userAgent, valueSx: MINOR }] : []),
  ];
}

function ActivityItem({ entry }: { entry: AuditEntry }) {
  const headingId = useId();
  const failed = entry.outcome === 'failure';
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2, md: 2.5 },
        borderLeftWidth: 4,
        borderLeftColor: failed ? 'error.main' : 'divider',
      }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={0.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' } }}
      >
        <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 700 }}>
          {AUDIT_EVENT_LABELS[entry.event]}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', flexShrink: 0 }}>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </Typography>
      </Stack>
      <FactList
        facts={facts(entry)}
        sx={{
          gridTemplateColumns: { xs: 'max-content 1fr', sm: 'minmax(100px, max-content) 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          mt: 1,
          fontSize: '0.9rem',
        }}
      />
    </Card>
  );
}

/**
 * The Activity tab: the audit trail, newest first (when, who, what, outcome, record, from
 * where), 'Load more' for older entries. It is read when the tab opens, not with the
 * dashboard, and reading it is itself recorded.
 */
export function ActivityPanel() {
  const { client } = useAdminSession();
  const query = useInfiniteQuery(activityQueryOptions(client));
  const entries = query.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Box component="section" aria-labelledby="activity-heading">
      <Typography variant="h4" component="h2" id="activity-heading">
        Activity
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        Sign-ins and staff actions, newest first. Entries are kept for {RETENTION_YEARS} years.
      </Typography>
      {query.isPending ? (
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-hidden="true" />
          <Typography>Loading activity...</Typography>
        </Stack>
      ) : query.isError && entries.length === 0 ? (
        <Stack role="alert" spacing={2} sx={{ alignItems: 'center', py: 6 }}>
          <Typography>The activity could not be loaded.</Typography>
          <Button variant="outlined" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : entries.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          No activity yet
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry) => (
            <ActivityItem key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
      {query.hasNextPage && (
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            Showing {entries.length} entries
          </Typography>
        </Box>
      )}
    </Box>
  );
}
