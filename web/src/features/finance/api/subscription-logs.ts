import { FINANCE_API, LIST_LIMITS, type SubscriptionLogPage, type SubscriptionLogSortField } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import type { SortedQuery } from '@/lib/sort';
import { buildUrl } from '@/lib/url';

type LogsQuery = SortedQuery<SubscriptionLogSortField>;

const logsKey = ({ page = 1, pageSize = LIST_LIMITS.defaultPageSize, sort, q }: LogsQuery) =>
  buildUrl(FINANCE_API.subscriptionLogs.path, { query: { page, pageSize, sort, q } });

/** GET /subscription/log?page&pageSize&sort&q (admins): one page of Stripe events, newest first unless sorted. */
export function useSubscriptionLogs(query: LogsQuery) {
  return useSWR<SubscriptionLogPage>(logsKey(query), quietFetcher, { keepPreviousData: true });
}
