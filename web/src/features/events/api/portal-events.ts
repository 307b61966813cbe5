import { EVENT_API, LIST_LIMITS, type EventPage, type EventSortField, type ListQuery } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import type { SortedQuery } from '@/lib/sort';
import { buildUrl } from '@/lib/url';

/** A leader's "My chapter" list asks for one chapter's events. */
type EventsQuery = SortedQuery<EventSortField, ListQuery & { chapter?: number }>;

/** '/event?page=1&pageSize=10&sort=date%3Aasc&q=golf[&chapter=3]': the call and its SWR key. */
const eventsKey = ({ page = 1, pageSize = LIST_LIMITS.defaultPageSize, sort, q, chapter }: EventsQuery) =>
  buildUrl(EVENT_API.find.path, { query: { page, pageSize, sort, q, chapter } });

/**
 * GET /event?page&pageSize&sort&q[&chapter]: one page of events for the portal's table, sorted and
 * searched by the server; the previous page stays on screen while the next one loads.
 */
export function useEventPage(query: EventsQuery = {}) {
  return useSWR<EventPage>(eventsKey(query), quietFetcher, { keepPreviousData: true });
}
