import { ADMIN_ACTIVITY_API, LIST_LIMITS, type ActivityEntry, type Paginated } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

export type { ActivityEntry };

interface PageQuery {
  page?: number;
  pageSize?: number;
}

const activityKey = ({ page = 1, pageSize = LIST_LIMITS.defaultPageSize }: PageQuery) =>
  buildUrl(ADMIN_ACTIVITY_API.list.path, { query: { page, pageSize } });

/** GET /activity?page&pageSize: one page of the admin activity log, newest first. */
export function useActivity(query: PageQuery) {
  return useSWR<Paginated<ActivityEntry>>(activityKey(query), quietFetcher, { keepPreviousData: true });
}
