import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordFilter } from '@lab/shared/schemas/admin';
import type { RecordByKind } from '@lab/shared/schemas/records';
import type { AdminClient } from '../api/admin-client';
import { isNetworkFailure, isSessionExpired } from '../api/admin-errors';
import { ADMIN_QUERY_KEY, dashboardQueryOptions } from '../api/get-dashboard';
import { recordListQueryOptions } from '../api/list-records';
import { isDefaultFilter, readListFilter, storeListFilter } from '../list-filters';
import { useAdminSession } from './use-admin-session';

export interface RecordList<K extends RecordKind> {
  records: RecordByKind[K][];
  /** The total from the API; the loaded length only when the totals call failed. */
  total: number;
  /** How many are open, when the API said. */
  open: number | undefined;
  /** What narrows the list; the spec's list is status `all` and no dates. */
  filter: RecordFilter;
  setFilter: (filter: RecordFilter) => void;
  /** The filter is the spec's list. */
  unfiltered: boolean;
  /** A new filter's first page is on its way (the previous records may still show). */
  updating: boolean;
  /** The list's call failed: the error, for the panel to say so under a filter. */
  error: unknown;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

export type RecordLists = { [K in RecordKind]: RecordList<K> };

function useRecordList<K extends RecordKind>(
  kind: K,
  client: AdminClient,
  counts: { total: number | undefined; open: number | undefined },
) {
  const [filter, setFilterState] = useState(() => readListFilter(kind));
  const setFilter = useCallback(
    (next: RecordFilter) => {
      storeListFilter(kind, next);
      setFilterState(next);
    },
    [kind],
  );
  const query = useInfiniteQuery(recordListQueryOptions(kind, client, filter));
  const { data, isPending, isFetching, isPlaceholderData, error, hasNextPage } = query;
  const { isFetchingNextPage, fetchNextPage } = query;
  // A list whose call was not ok stays empty rather than showing stale records.
  const records = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const total = counts.total ?? records.length;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  /*
   * The same object while nothing in it changed: the dashboard keeps every opened list
   * drawn (hidden behind other tabs), and a tab change re-draws none of them.
   */
  const list = useMemo(
    (): RecordList<K> => ({
      records,
      total,
      open: counts.open,
      filter,
      setFilter,
      unfiltered: isDefaultFilter(filter),
      updating: isPending || (isFetching && isPlaceholderData),
      error,
      hasMore: !isPlaceholderData && hasNextPage,
      loadingMore: isFetchingNextPage,
      loadMore,
    }),
    [
      records,
      total,
      counts.open,
      filter,
      setFilter,
      isPending,
      isFetching,
      isPlaceholderData,
      error,
      hasNextPage,
      isFetchingNextPage,
      loadMore,
    ],
  );
  return { query, list };
}

export interface AdminDashboardEvents {
  /** A call got no answer at all (a refused token ends the session instead). */
  onUnreachable: () => void;
}

/**
 * The dashboard's data: the totals and the three lists, all requested at once (four calls
 * in parallel), each list paged by the API's cursor and narrowed by its own filter
 * (remembered for the browser tab). Reports an unreachable server once.
 */
export function useAdminDashboard(events: AdminDashboardEvents) {
  const queryClient = useQueryClient();
  const { client } = useAdminSession();
  const summary = useQuery(dashboardQueryOptions(client));
  const { counts, open } = summary.data ?? {};
  const contact = useRecordList('contact', client, {
    total: counts?.contact,
    open: open?.contact,
  });
  const resource = useRecordList('resource', client, {
    total: counts?.resource,
    open: open?.resource,
  });
  const shipping = useRecordList('shipping', client, {
    total: counts?.shipping,
    open: open?.shipping,
  });

  const queries = [summary, contact.query, resource.query, shipping.query];
  const errors = queries.map((query) => query.error);
  // A refused token has ended the session already (the admin client): that is all it says.
  const unreachable = !errors.some(isSessionExpired) && errors.some(isNetworkFailure);

  /*
   * 'Loading dashboard...' covers the first load (and a Refresh) only: a list waiting for
   * a new filter's records keeps the tabs, and says so in its own panel.
   */
  const pending = queries.some((query) => query.isPending);
  const [loaded, setLoaded] = useState(false);
  // Set while rendering, not in an effect: an effect's extra render would come after a
  // refused token has ended the session, and ask for everything again with it.
  if (!pending && !loaded) setLoaded(true);

  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  });
  useEffect(() => {
    if (unreachable) eventsRef.current.onUnreachable();
  }, [unreachable]);

  const lists = useMemo(
    (): RecordLists => ({
      contact: contact.list,
      resource: resource.list,
      shipping: shipping.list,
    }),
    [contact.list, resource.list, shipping.list],
  );

  const refresh = useCallback(() => {
    setLoaded(false);
    void queryClient.resetQueries({ queryKey: ADMIN_QUERY_KEY });
  }, [queryClient]);

  return {
    loading: pending && !loaded,
    refreshing: queries.some((query) => query.isRefetching),
    refresh,
    lists,
  };
}
