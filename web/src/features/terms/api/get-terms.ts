import { TERMS_API, type Terms } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

const TERMS_KEY = TERMS_API.find.path;

/** GET /terms: the published terms and conditions with their sections. */
export function useTerms() {
  return useSWR<Terms>(TERMS_KEY, quietFetcher);
}
