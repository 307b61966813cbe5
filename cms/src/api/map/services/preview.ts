import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { MAP_PREVIEW_MAX_TILES, SERVER_MESSAGES } from '@gro/config';
import { chooseMapTiles, tilesForView, type MapView } from '../../../providers/map-tiles';
import { fieldError } from '../../../platform/http/validate';

type Preview = { png: Buffer; etag: string; fromTiles: boolean };

const MAX_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Static map previews for event cards (providers/map-tiles draws them), with an ETag. Images made
 * from tiles are cached in memory; placeholders are not, as tiles may come back.
 */
const previewService = ({ strapi }: { strapi: Core.Strapi }) => {
  const tiles = chooseMapTiles(strapi.log);
  const cache = new Map<string, Preview>();
  let cacheBytes = 0;

  function remember(key: string, preview: Preview) {
    cache.set(key, preview);
    cacheBytes += preview.png.length;
    while (cacheBytes > MAX_CACHE_BYTES) {
      const oldest = cache.keys().next().value as string;
      cacheBytes -= cache.get(oldest)!.png.length;
      cache.delete(oldest);
    }
  }

  return {
    /** Whether the view's image is in the cache (serving it costs nothing). */
    isCached(view: MapView): boolean {
      return cache.has(JSON.stringify(view));
    },

    /** The image of a view; a 400 when it would take more than MAP_PREVIEW_MAX_TILES tiles. */
    async render(view: MapView): Promise<Preview> {
      if (tilesForView(view) > MAP_PREVIEW_MAX_TILES) fieldError('width', SERVER_MESSAGES.mapPreviewTooLarge);
      const key = JSON.stringify(view);
      const hit = cache.get(key);
      if (hit) return hit;
      const { png, fromTiles } = await tiles.render(view);
      const preview = { png, etag: `"${crypto.createHash('sha1').update(png).digest('base64url')}"`, fromTiles };
      if (fromTiles) remember(key, preview);
      return preview;
    },
  };
};

export type PreviewService = ReturnType<typeof previewService>;
export default previewService;
