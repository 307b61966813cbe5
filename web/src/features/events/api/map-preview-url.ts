import { MAP_PREVIEW_HEIGHT, MAP_PREVIEW_WIDTH } from '@gro/config';
import { env } from '@/config/env';

export interface MapPreviewQuery {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** GET /map/preview: a cacheable PNG of the place with the site's logo, twice the size for sharp screens (spec §7). */
export function mapPreviewUrl({ latitude, longitude, zoom }: MapPreviewQuery): string {
  const query = new URLSearchParams({
    lat: String(latitude),
    lng: String(longitude),
    zoom: String(zoom),
    width: String(MAP_PREVIEW_WIDTH),
    height: String(MAP_PREVIEW_HEIGHT),
    retina: 'true',
    useLogo: 'true',
  });
  return `${env.API_URL}/map/preview?${query}`;
}
