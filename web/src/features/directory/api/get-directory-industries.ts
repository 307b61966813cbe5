import { USER_API, type ProfessionRef } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

/** GET /user/directory/industries: the industries the directory's industry filter offers, A-Z. */
export function useDirectoryIndustries() {
  return useSWR<string[]>(USER_API.directoryIndustries.path, quietFetcher);
}

/** GET /user/directory/professions: the professions the directory's profession filter offers (its visible members'), A-Z. */
export function useDirectoryProfessions() {
  return useSWR<ProfessionRef[]>(USER_API.directoryProfessions.path, quietFetcher);
}
