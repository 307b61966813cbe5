import { LIST_LIMITS, type MemberPage, type UserListQuery } from '@gro/config';
import useSWR from 'swr';
import { listPath } from '@/components/ui/table';
import { quietFetcher } from '@/lib/api-client';

export const USERS_PATH = '/user';

/** '/user?page=1&pageSize=10&sort=lastname%3Aasc&q=bell': the call and its SWR key. */
export const usersKey = ({ page = 1, pageSize = LIST_LIMITS.defaultPageSize, sort, q, chapter, company }: UserListQuery = {}) =>
  listPath(USERS_PATH, { page, pageSize, sort, q, chapter, company });

/** GET /user?page&pageSize&sort&q: one page of members; the previous page stays while the next loads. */
export function useUsers(query: UserListQuery = {}) {
  return useSWR<MemberPage>(usersKey(query), quietFetcher, { keepPreviousData: true });
}
