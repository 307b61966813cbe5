import { USER_API, SELECT_PAGE_SIZE, type MemberPage } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /user/directory?q&pageSize: the directory's Active members whose name or company matches, for the member picker. */
export function useMemberOptions(text: string, enabled: boolean) {
  const { data, isLoading } = useSWR<MemberPage>(
    enabled ? buildUrl(USER_API.directory.path, { query: { q: text.trim(), page: 1, pageSize: SELECT_PAGE_SIZE } }) : null,
    quietFetcher,
    { keepPreviousData: true },
  );
  return { options: data?.items ?? [], isLoading };
}
