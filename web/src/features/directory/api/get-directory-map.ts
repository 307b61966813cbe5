import { USER_API, type CompanyMap } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';
import type { DirectoryFilters } from '../utils/directory-filters';

/** GET /user/directory/map?chapter&industry: the located companies of the directory's members, one pin each. */
export function useDirectoryMap(filters: DirectoryFilters) {
  return useSWR<CompanyMap>(buildUrl(USER_API.directoryMap.path, { query: { ...filters } }), quietFetcher, { keepPreviousData: true });
}
