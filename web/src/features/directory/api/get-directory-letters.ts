import { USER_API, type DirectoryLetter } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';
import { NO_DIRECTORY_FILTERS, type DirectoryFilters } from '../utils/directory-filters';

/** GET /user/directory/letters?q&chapter&industry&profession: the A-Z jump bar of the directory with this search and filters (count and offset per letter). */
export function useDirectoryLetters(q: string, filters: DirectoryFilters = NO_DIRECTORY_FILTERS) {
  return useSWR<DirectoryLetter[]>(buildUrl(USER_API.directoryLetters.path, { query: { q, ...filters } }), quietFetcher, {
    keepPreviousData: true,
  });
}
