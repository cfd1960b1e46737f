import { RECORD_KINDS, type RecordKind } from '@lab/shared/constants/record-kinds';
import {
  recordFilterSchema,
  type AssigneeFilter,
  type RecordFilter,
} from '@lab/shared/schemas/admin';
import { laboratoryDay, weekStart } from '@lab/shared/time/laboratory-time';

/** The spec's list: every record, any date. */
export const DEFAULT_FILTER: RecordFilter = { status: 'all' };

/** True for the spec's own list, which keeps its empty message and its request. */
export const isDefaultFilter = (filter: RecordFilter): boolean =>
  filter.status === 'all' && !filter.from && !filter.to && !filter.assignee;

/** The filter bar's toggles for who has the records (ASSIGNEE_FILTERS), in its words. */
export const ASSIGNEE_FILTER_LABELS = {
  me: 'Assigned to me',
  none: 'Unassigned',
} as const satisfies Record<AssigneeFilter, string>;

/** A range of arrival days, laboratory days, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** The filter bar's shortcuts: today, and this week (Monday to today), laboratory days. */
export const DAY_SHORTCUTS = {
  today: {
    label: 'Today',
    range: (now: number): DayRange => ({ from: laboratoryDay(now), to: laboratoryDay(now) }),
  },
  thisWeek: {
    label: 'This week',
    range: (now: number): DayRange => ({
      from: weekStart(laboratoryDay(now)),
      to: laboratoryDay(now),
    }),
  },
} as const;

/*
 * Each list's filter lasts as long as the browser tab (sessionStorage): a reload keeps it,
 * a new tab or a new session starts from the spec's list. Every access is guarded: a
 * browser may refuse storage, and what is stored may come from another version.
 */
const storageKey = (kind: RecordKind) => `admin-list-filter:${kind}`;

/** The filter this tab last chose for `kind`'s list, or the spec's list. */
export function readListFilter(kind: RecordKind): RecordFilter {
  try {
    const stored = window.sessionStorage.getItem(storageKey(kind));
    if (!stored) return DEFAULT_FILTER;
    return recordFilterSchema.safeParse(JSON.parse(stored)).data ?? DEFAULT_FILTER;
  } catch {
    return DEFAULT_FILTER;
  }
}

/** Remembers `kind`'s filter for this tab. */
export function storeListFilter(kind: RecordKind, filter: RecordFilter): void {
  try {
    if (isDefaultFilter(filter)) window.sessionStorage.removeItem(storageKey(kind));
    else window.sessionStorage.setItem(storageKey(kind), JSON.stringify(filter));
  } catch {
    // Storage refused: the filter lasts as long as the page.
  }
}

/** Forgets every list's filter: the next admin to sign in here starts from the spec's lists. */
export function clearListFilters(): void {
  for (const kind of RECORD_KINDS) storeListFilter(kind, DEFAULT_FILTER);
}
