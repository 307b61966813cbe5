import { USER_API } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

/** GET /user/directory/industries: the industries the directory's industry filter offers, A-Z. */
export function useDirectoryIndustries() {
  return useSWR<string[]>(USER_API.directoryIndustries.path, quietFetcher);
}
