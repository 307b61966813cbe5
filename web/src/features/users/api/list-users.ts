import { LIST_LIMITS, type MemberPage, type UserListQuery, type UserSortField, type UserStatus } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import type { SortedQuery } from '@/lib/sort';
import { buildUrl } from '@/lib/url';

/** Admins may also filter by status. */
type UsersQuery = SortedQuery<UserSortField, UserListQuery & { status?: UserStatus }>;

/** '/user?page=1&pageSize=10&sort=lastname%3Aasc&q=bell&status=Suspended': the call and its SWR key. */
const usersKey = ({ page = 1, pageSize = LIST_LIMITS.defaultPageSize, sort, q, chapter, company, status }: UsersQuery) =>
  buildUrl('/user', { query: { page, pageSize, sort, q, chapter, company, status } });

/** GET /user?page&pageSize&sort&q[&status]: one page of members; the previous page stays while the next loads. */
export function useUsers(query: UsersQuery = {}) {
  return useSWR<MemberPage>(usersKey(query), quietFetcher, { keepPreviousData: true });
}
