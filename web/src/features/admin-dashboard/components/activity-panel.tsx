import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AUDIT_RETENTION_DAYS } from '@lab/shared/data/tables';
import {
  activityQuerySchema,
  AUDIT_EVENT_LABELS,
  AUDIT_EVENTS,
  AUDIT_REASON_LABELS,
  type ActivityQuery,
  type AuditEntry,
  type AuditEvent,
} from '@lab/shared/schemas/audit';
import {
  activityQueryOptions,
  DEFAULT_ACTIVITY_FILTERS,
  type ActivityFilters,
} from '../api/list-activity';
import { browserName } from '../browser-name';
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
    ...(entry.userAgent
      ? [{ label: 'Browser', value: <BrowserDetails userAgent={entry.userAgent} /> }]
      : []),
  ];
}

/** The browser's short name; the whole user-agent string when opened. */
function BrowserDetails({ userAgent }: { userAgent: string }) {
  return (
    <Box
      component="details"
      sx={{
        '& summary': {
          cursor: 'pointer',
          // A target a thumb can hit (WCAG 2.5.8).
          minHeight: 24,
          display: 'list-item',
        },
      }}
    >
      <Box component="summary" title={userAgent}>
        {browserName(userAgent)}
      </Box>
      <Box component="span" sx={{ ...MINOR, display: 'block', mt: 0.5 }}>
        {userAgent}
      </Box>
    </Box>
  );
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

/** True when only the default (views hidden or shown) narrows the list. */
const narrowed = (filters: ActivityFilters) =>
  Boolean(filters.day || filters.event || filters.actor);

/**
 * What narrows the Activity tab: views shown or not, one action, one person, one
 * laboratory day. A choice applies at once; the person applies on Enter or on leaving the
 * field, so each letter typed is not a request.
 */
function ActivityFilterBar({
  filters,
  people,
  onChange,
}: {
  filters: ActivityFilters;
  /** Names seen in the entries loaded so far: offered as the person is typed. */
  people: readonly string[];
  onChange: (filters: ActivityFilters) => void;
}) {
  const id = useId();
  const [person, setPerson] = useState(filters.actor ?? '');
  const apply = (next: Partial<ActivityFilters>) => {
    const parsed = activityQuerySchema.safeParse({ ...filters, ...next });
    // A day the browser's picker half-typed is not a day yet: wait for the rest.
    if (parsed.success) onChange({ ...DEFAULT_ACTIVITY_FILTERS, ...withoutPaging(parsed.data) });
  };
  const applyPerson = () => {
    const actor = person.trim();
    if (actor !== (filters.actor ?? '')) apply({ actor: actor || undefined });
  };
  const clear = () => {
    setPerson('');
    onChange({ views: filters.views });
  };
  const field = { width: { xs: '100%', sm: 220 } } as const;

  return (
    <Stack
      role="group"
      aria-label="Filter activity"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', mb: 3 }}
    >
      <FormControl size="small" sx={field}>
        <InputLabel htmlFor={`${id}-event`} shrink>
          Action
        </InputLabel>
        <NativeSelect
          id={`${id}-event`}
          value={filters.event ?? ''}
          onChange={(event) => apply({ event: (event.target.value || undefined) as AuditEvent })}
          input={<OutlinedInput label="Action" notched />}
        >
          <option value="">All actions</option>
          {AUDIT_EVENTS.map((event) => (
            <option key={event} value={event}>
              {AUDIT_EVENT_LABELS[event]}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      <FormControl size="small" sx={field}>
        <InputLabel htmlFor={`${id}-actor`} shrink>
          Person
        </InputLabel>
        <OutlinedInput
          id={`${id}-actor`}
          label="Person"
          notched
          placeholder="Username"
          value={person}
          onChange={(event) => setPerson(event.target.value)}
          onBlur={applyPerson}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyPerson();
          }}
          inputProps={{ list: `${id}-people`, autoComplete: 'off', spellCheck: false }}
        />
        <datalist id={`${id}-people`}>
          {people.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </FormControl>
      <FormControl size="small" sx={{ width: { xs: '100%', sm: 170 } }}>
        <InputLabel htmlFor={`${id}-day`} shrink>
          Day
        </InputLabel>
        <OutlinedInput
          id={`${id}-day`}
          type="date"
          label="Day"
          notched
          value={filters.day ?? ''}
          onChange={(event) => apply({ day: event.target.value || undefined })}
        />
      </FormControl>
      <FormControlLabel
        control={
          <Switch
            checked={filters.views === 'include'}
            onChange={(event) => apply({ views: event.target.checked ? 'include' : 'hide' })}
          />
        }
        label="Show views"
        sx={{ mr: 0 }}
      />
      {narrowed(filters) || person ? (
        <Button
          variant="text"
          onClick={clear}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}

/** The filters of a parsed query, without its page size and cursor. */
function withoutPaging({
  limit: _limit,
  cursor: _cursor,
  ...filters
}: ActivityQuery): ActivityFilters {
  return filters;
}

/**
 * The Activity tab: the audit trail, newest first (when, who, what, outcome, record, from
 * where), 'Load more' for older entries. Views (a tab opened, the totals read) are left out
 * until 'Show views' is on, so the actions that matter are not buried; it narrows to one
 * action, one person or one laboratory day. It is read when the tab opens, not with the
 * dashboard, and reading it is itself recorded.
 */
export function ActivityPanel() {
  const { client } = useAdminSession();
  const [filters, setFilters] = useState<ActivityFilters>(DEFAULT_ACTIVITY_FILTERS);
  const query = useInfiniteQuery(activityQueryOptions(client, filters));
  const entries = query.data?.pages.flatMap((page) => page.data) ?? [];
  // Everyone seen so far, for the person field's suggestions.
  const [people, setPeople] = useState<string[]>([]);
  const seen = [...new Set([...people, ...entries.map((entry) => entry.actor)])].sort();
  if (seen.length !== people.length) setPeople(seen);

  return (
    <Box component="section" aria-labelledby="activity-heading">
      <Typography variant="h4" component="h2" id="activity-heading">
        Activity
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
        Sign-ins and staff actions, newest first. Entries are kept for {RETENTION_YEARS} years. Days
        are the laboratory&apos;s (Edmonton time).
      </Typography>
      <ActivityFilterBar filters={filters} people={people} onChange={setFilters} />
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
          {query.hasNextPage
            ? 'Nothing matches among the latest entries. Load more to look further back.'
            : narrowed(filters)
              ? 'No activity matches these filters'
              : 'No activity yet'}
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
