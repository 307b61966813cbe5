import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

/** GET /user/directory/industries: the industries the directory's industry filter offers, A-Z. */
export function useDirectoryIndustries() {
  return useSWR<string[]>('/user/directory/industries', quietFetcher);
}
