import { LIST_LIMITS, type EventPage, type EventSortField } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import type { SortedQuery } from '@/lib/sort';
import { buildUrl } from '@/lib/url';

/** '/event?page=1&pageSize=10&sort=date%3Aasc&q=golf': the call and its SWR key. */
const eventsKey = ({ page = 1, pageSize = LIST_LIMITS.defaultPageSize, sort, q }: SortedQuery<EventSortField>) =>
  buildUrl('/event', { query: { page, pageSize, sort, q } });

/**
 * GET /event?page&pageSize&sort&q: one page of events for the portal's table, sorted and searched
 * by the server; the previous page stays on screen while the next one loads.
 */
export function useEventPage(query: SortedQuery<EventSortField> = {}) {
  return useSWR<EventPage>(eventsKey(query), quietFetcher, { keepPreviousData: true });
}
