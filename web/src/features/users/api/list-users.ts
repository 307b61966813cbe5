import { LIST_LIMITS, type MemberPage, type UserListQuery, type UserSortField } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import type { SortedQuery } from '@/lib/sort';
import { buildUrl } from '@/lib/url';

type UsersQuery = SortedQuery<UserSortField, UserListQuery>;

/** '/user?page=1&pageSize=10&sort=lastname%3Aasc&q=bell': the call and its SWR key. */
const usersKey = ({ page = 1, pageSize = LIST_LIMITS.defaultPageSize, sort, q, chapter, company }: UsersQuery) =>
  buildUrl('/user', { query: { page, pageSize, sort, q, chapter, company } });

/** GET /user?page&pageSize&sort&q: one page of members; the previous page stays while the next loads. */
export function useUsers(query: UsersQuery = {}) {
  return useSWR<MemberPage>(usersKey(query), quietFetcher, { keepPreviousData: true });
}
