import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { RecordKind } from '@lab/shared/constants/record-kinds';
import type { RecordByKind } from '@lab/shared/schemas/records';
import { isNetworkFailure, isSessionExpired } from '../api/admin-errors';
import { ADMIN_QUERY_KEY, dashboardQueryOptions } from '../api/get-dashboard';
import { recordListQueryOptions } from '../api/list-records';

export interface RecordList<K extends RecordKind> {
  records: RecordByKind[K][];
  /** The total from the API; the loaded length only when the totals call failed. */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

export type RecordLists = { [K in RecordKind]: RecordList<K> };

function useRecordList<K extends RecordKind>(kind: K, token: string, total: number | undefined) {
  const query = useInfiniteQuery(recordListQueryOptions(kind, token));
  // A list whose call was not ok stays empty rather than showing stale records.
  const records = query.data?.pages.flatMap((page) => page.data) ?? [];
  const list: RecordList<K> = {
    records,
    total: total ?? records.length,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
  return { query, list };
}

export interface AdminDashboardEvents {
  /** A call answered 401: the token has expired or was never valid. */
  onSessionExpired: () => void;
  /** A call got no answer at all. */
  onUnreachable: () => void;
}

/**
 * The dashboard's data: the totals and the three lists, all requested at once (four calls
 * in parallel), each list paged by the API's cursor. Reports a refused token and an
 * unreachable server once each.
 */
export function useAdminDashboard(token: string, events: AdminDashboardEvents) {
  const queryClient = useQueryClient();
  const summary = useQuery(dashboardQueryOptions(token));
  const counts = summary.data?.counts;
  const contact = useRecordList('contact', token, counts?.contact);
  const resource = useRecordList('resource', token, counts?.resource);
  const shipping = useRecordList('shipping', token, counts?.shipping);

  const queries = [summary, contact.query, resource.query, shipping.query];
  const errors = queries.map((query) => query.error);
  const expired = errors.some(isSessionExpired);
  const unreachable = !expired && errors.some(isNetworkFailure);

  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  });
  useEffect(() => {
    if (expired) eventsRef.current.onSessionExpired();
  }, [expired]);
  useEffect(() => {
    if (unreachable) eventsRef.current.onUnreachable();
  }, [unreachable]);

  const lists: RecordLists = {
    contact: contact.list,
    resource: resource.list,
    shipping: shipping.list,
  };

  const refresh = useCallback(
    () => void queryClient.resetQueries({ queryKey: ADMIN_QUERY_KEY }),
    [queryClient],
  );

  return {
    loading: queries.some((query) => query.isPending),
    refreshing: queries.some((query) => query.isRefetching),
    refresh,
    lists,
  };
}
