import type { AddressSuggestion } from '@gro/config';
import { searchOffline } from './gazetteer';
import { searchMapbox } from './mapbox';

/** Address suggestions for a typed query, Mapbox-shaped whichever provider answers. */
interface Geocoder {
  search(query: string): Promise<AddressSuggestion[]>;
}

/**
 * Chosen once at start: Mapbox when MAPBOX_TOKEN is set (the offline gazetteer answers when it
 * fails), otherwise the offline US gazetteer.
 */
export function chooseGeocoder(log: { warn(message: string): void }): Geocoder {
  const token = process.env.MAPBOX_TOKEN;
  if (!token) return { search: async (query) => searchOffline(query) };
  return {
    async search(query) {
      try {
        return await searchMapbox(query.trim(), token);
      } catch (err) {
        log.warn(`Address search: Mapbox failed (${(err as Error).message}); using the offline gazetteer`);
        return searchOffline(query);
      }
    },
  };
}
