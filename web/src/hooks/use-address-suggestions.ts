import { ADDRESS_API, ADDRESS_SEARCH_CACHE_MS, isAddressSearchable, type AddressSuggestion } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

const addressSearchKey = (text: string) =>
  isAddressSearchable(text) ? buildUrl(ADDRESS_API.search.path, { query: { q: text.trim() } }) : null;

/** GET /address/search?q= from ADDRESS_SEARCH_MIN_CHARS characters; answers kept ADDRESS_SEARCH_CACHE_MS. */
export function useAddressSuggestions(text: string) {
  return useSWR<AddressSuggestion[]>(addressSearchKey(text), quietFetcher, {
    dedupingInterval: ADDRESS_SEARCH_CACHE_MS,
    keepPreviousData: true,
  });
}
