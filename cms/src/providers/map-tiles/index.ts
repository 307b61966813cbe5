import { now } from '../../platform/db/clock';
import { drawPlaceholder } from './placeholder';
import { renderFromTiles, tilesCovering } from './tile-server';

/** A static map around a point; width and height in CSS pixels, doubled when `retina`. */
export type MapView = { lat: number; lng: number; zoom: number; width: number; height: number; retina: boolean; useLogo: boolean };
type MapImage = { png: Buffer; fromTiles: boolean };

interface MapTiles {
  render(view: MapView): Promise<MapImage>;
}

/** The most tiles one image of the view would fetch (its size in device pixels on the tile grid). */
export function tilesForView(view: Pick<MapView, 'width' | 'height' | 'retina'>): number {
  const scale = view.retina ? 2 : 1;
  return tilesCovering(view.width * scale, view.height * scale);
}

/** After tiles could not be fetched, don't try again for this long: offline answers stay fast. */
const TILE_RETRY_AFTER_MS = 5 * 60_000;

/**
 * Tiles from MAP_TILE_URL stitched around the point; while the tile server is unreachable, the
 * drawn placeholder (fromTiles: false).
 */
export function chooseMapTiles(log: { warn(message: string): void }): MapTiles {
  let tilesDownUntil = 0;
  return {
    async render(view) {
      const scale = view.retina ? 2 : 1;
      const w = view.width * scale;
      const h = view.height * scale;
      if (now() >= tilesDownUntil) {
        try {
          // Retina: the next zoom level's tiles cover the doubled pixel size at the same scale.
          return { png: await renderFromTiles(view, w, h, Math.min(19, view.zoom + (view.retina ? 1 : 0)), scale), fromTiles: true };
        } catch (err) {
          tilesDownUntil = now() + TILE_RETRY_AFTER_MS;
          log.warn(`Map preview: tiles unavailable (${(err as Error).message}); drawing placeholders for ${TILE_RETRY_AFTER_MS / 60000} minutes`);
        }
      }
      return { png: await drawPlaceholder(view, w, h, scale), fromTiles: false };
    },
  };
}
