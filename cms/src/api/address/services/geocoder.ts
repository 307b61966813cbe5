import type { Core } from '@strapi/strapi';
import type { AddressSuggestion } from '@gro/config';
import { ADDRESS_SEARCH_CACHE_MS } from '@gro/config';
import { searchOffline } from './gazetteer';

const MAX_CACHE = 1000;
const TIMEOUT_MS = 5000;

/**
 * Address suggestions: the Mapbox geocoding API when MAPBOX_TOKEN is set (falling back to the
 * offline gazetteer if it fails), otherwise the offline US gazetteer. Answers are cached 5 minutes.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const cache = new Map<string, { at: number; results: AddressSuggestion[] }>();

  async function mapbox(query: string, token: string): Promise<AddressSuggestion[]> {
    const base = process.env.MAPBOX_GEOCODING_URL || 'https://api.mapbox.com/geocoding/v5/mapbox.places';
    const url = `${base}/${encodeURIComponent(query)}.json?${new URLSearchParams({
      access_token: token,
      autocomplete: 'true',
      country: 'us',
      types: 'address,place,postcode',
      limit: '5',
    })}`;
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new Error(`Mapbox answered ${res.status}`);
    const body = (await res.json()) as { features?: any[] };
    return (body.features ?? []).map((f) => ({
      id: String(f.id),
      place_type: f.place_type ?? [],
      text: f.address ? `${f.address} ${f.text}` : f.text,
      place_name: f.place_name,
      center: f.center,
      geometry: { type: 'Point', coordinates: f.geometry?.coordinates ?? f.center },
      context: (f.context ?? []).map((c: any) => ({ id: c.id, text: c.text, ...(c.short_code ? { short_code: c.short_code } : {}) })),
    }));
  }

  return {
    async search(query: string): Promise<AddressSuggestion[]> {
      const key = query.trim().toLowerCase();
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < ADDRESS_SEARCH_CACHE_MS) return hit.results;

      const token = process.env.MAPBOX_TOKEN;
      let results: AddressSuggestion[];
      if (token) {
        try {
          results = await mapbox(query.trim(), token);
        } catch (err) {
          strapi.log.warn(`Address search: Mapbox failed (${(err as Error).message}); using the offline gazetteer`);
          results = searchOffline(query);
        }
      } else {
        results = searchOffline(query);
      }
      if (cache.size >= MAX_CACHE) cache.delete(cache.keys().next().value as string);
      cache.set(key, { at: Date.now(), results });
      return results;
    },
  };
};
