import type { Core } from '@strapi/strapi';
import { ADDRESS_SEARCH_CACHE_MS, type AddressSuggestion } from '@gro/config';
import { chooseGeocoder } from '../../../providers/geocoding';

const MAX_CACHE = 1000;

/** Address suggestions from the geocoding provider, cached 5 minutes per query. */
const addressService = ({ strapi }: { strapi: Core.Strapi }) => {
  const geocoder = chooseGeocoder(strapi.log);
  const cache = new Map<string, { at: number; results: AddressSuggestion[] }>();

  return {
    async search(query: string): Promise<AddressSuggestion[]> {
      const key = query.trim().toLowerCase();
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ADDRESS_SEARCH_CACHE_MS) return hit.results;
      const results = await geocoder.search(query);
      if (cache.size >= MAX_CACHE) cache.delete(cache.keys().next().value as string);
      cache.set(key, { at: Date.now(), results });
      return results;
    },
  };
};

export type AddressService = ReturnType<typeof addressService>;
export default addressService;
