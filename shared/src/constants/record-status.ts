/**
 * Where a request stands in the laboratory's work: every record arrives `new`, and staff
 * move it on from its card. The same words name the status filter, the API's `status`
 * and the counters.
 */
export const RECORD_STATUSES = ['new', 'in-progress', 'done', 'spam'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** What the dashboard calls each status. */
export const RECORD_STATUS_LABELS = {
  new: 'New',
  'in-progress': 'In progress',
  done: 'Done',
  spam: 'Spam',
} as const satisfies Record<RecordStatus, string>;

/** Statuses still waiting for the laboratory: the overview's open count and the `open` filter. */
export const OPEN_STATUSES = ['new', 'in-progress'] as const satisfies readonly RecordStatus[];

/** A list's status filter: every record (the spec's list), the open ones, or one status. */
export const STATUS_FILTERS = ['all', 'open', ...RECORD_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_FILTER_LABELS = {
  all: 'All',
  open: 'Open (new and in progress)',
  ...RECORD_STATUS_LABELS,
} as const satisfies Record<StatusFilter, string>;

/** The statuses a filter lets through. */
export function statusesOf(filter: StatusFilter): readonly RecordStatus[] {
  if (filter === 'all') return RECORD_STATUSES;
  if (filter === 'open') return OPEN_STATUSES;
  return [filter];
}
