import { SEARCH_API, SEARCH_LIMITS, type SearchResults } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /search?q= once `q` has SEARCH_LIMITS.minLength characters; the last answer stays shown while the next loads. */
export function useSearch(q: string) {
  const key = [...q].length >= SEARCH_LIMITS.minLength ? buildUrl(SEARCH_API.find.path, { query: { q } }) : null;
  return useSWR<SearchResults>(key, quietFetcher, { keepPreviousData: true, revalidateOnFocus: false });
}
