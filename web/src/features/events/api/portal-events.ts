import { LIST_LIMITS, type EventPage, type ListQuery } from '@gro/config';
import useSWR from 'swr';
import { listPath } from '@/components/ui/table';
import { quietFetcher } from '@/lib/api-client';

export const EVENTS_PATH = '/event';

/** '/event?page=1&pageSize=10&sort=date%3Aasc&q=golf': the call and its SWR key. */
export const eventsKey = ({ page = 1, pageSize = LIST_LIMITS.defaultPageSize, sort, q }: ListQuery = {}) =>
  listPath(EVENTS_PATH, { page, pageSize, sort, q });

/**
 * GET /event?page&pageSize&sort&q: one page of events for the portal's table, sorted and searched
 * by the server; the previous page stays on screen while the next one loads.
 */
export function useEventPage(query: ListQuery = {}) {
  return useSWR<EventPage>(eventsKey(query), quietFetcher, { keepPreviousData: true });
}
