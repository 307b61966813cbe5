import { USER_API, LIST_LIMITS, type MemberPage, type UserListQuery, type UserSortField, type UserStatus } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import type { SortedQuery } from '@/lib/sort';
import { buildUrl } from '@/lib/url';

/** Admins and chapter leaders may also filter by status; `ledChapter` asks for one chapter's members. */
type UsersQuery = SortedQuery<UserSortField, UserListQuery & { status?: UserStatus; ledChapter?: number }>;

/**
 * '/user?page=1&pageSize=10&sort=lastname%3Aasc&q=bell&status=Suspended', or for a "My chapter"
 * screen '/chapter/3/members?page=1…' (the same page as admins see, that chapter's members only):
 * the call and its SWR key.
 */
const usersKey = ({ page = 1, pageSize = LIST_LIMITS.defaultPageSize, sort, q, chapter, company, status, ledChapter }: UsersQuery) =>
  ledChapter
    ? buildUrl(USER_API.chapterMembers.path, { params: { id: ledChapter }, query: { page, pageSize, sort, q, company, status } })
    : buildUrl(USER_API.list.path, { query: { page, pageSize, sort, q, chapter, company, status } });

/** GET /user (or /chapter/{id}/members)?page&pageSize&sort&q[&status]: one page of members; the previous page stays while the next loads. */
export function useUsers(query: UsersQuery = {}) {
  return useSWR<MemberPage>(usersKey(query), quietFetcher, { keepPreviousData: true });
}
