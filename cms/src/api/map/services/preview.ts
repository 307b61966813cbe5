import crypto from 'crypto';
import sharp, { type OverlayOptions } from 'sharp';
import type { Core } from '@strapi/strapi';
import { now } from '../../../utils/clock';

export type PreviewParams = { lat: number; lng: number; zoom: number; width: number; height: number; retina: boolean; useLogo: boolean };
export type Preview = { png: Buffer; etag: string; fromTiles: boolean };

const TILE = 256;
const TILE_TIMEOUT_MS = 4000;
/** After tiles could not be fetched, don't try again for this long: offline answers stay fast. */
const TILE_RETRY_AFTER_MS = 5 * 60_000;
const MAX_CACHE_BYTES = 32 * 1024 * 1024;

/** Web-Mercator pixel position of a point at a zoom level (the tile server's coordinate system). */
export function toPixels(lat: number, lng: number, zoom: number) {
  const size = TILE * 2 ** zoom;
  const clampedLat = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const sin = Math.sin((clampedLat * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

const pin = (x: number, y: number, s: number) => `
  <g transform="translate(${x - 14 * s}, ${y - 38 * s}) scale(${s})">
    <path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 38 14 38s14-13.7 14-24.1C28 6.2 21.7 0 14 0z" fill="#14532d" stroke="#ffffff" stroke-width="2"/>
    <circle cx="14" cy="14" r="5.5" fill="#ffffff"/>
  </g>`;

const coordinateText = (lat: number, lng: number) =>
  `${Math.abs(lat).toFixed(4)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lng).toFixed(4)}° ${lng >= 0 ? 'E' : 'W'}`;

/**
 * Static map previews: OpenStreetMap-style tiles from MAP_TILE_URL stitched around the point with
 * sharp, with a pin and the attribution; when tiles cannot be fetched, a drawn placeholder with the
 * pin and the coordinates. Rendered images are cached in memory.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const cache = new Map<string, Preview>();
  let cacheBytes = 0;
  let tilesDownUntil = 0;

  function remember(key: string, preview: Preview) {
    cache.set(key, preview);
    cacheBytes += preview.png.length;
    while (cacheBytes > MAX_CACHE_BYTES) {
      const oldest = cache.keys().next().value as string;
      cacheBytes -= cache.get(oldest)!.png.length;
      cache.delete(oldest);
    }
  }

  async function fetchTile(z: number, x: number, y: number): Promise<Buffer> {
    const template = process.env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    const url = template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)).replace('{s}', 'abc'[(x + y) % 3]);
    const res = await fetch(url, {
      headers: { 'User-Agent': `GRO map preview (${process.env.PUBLIC_URL || 'self-hosted'})` },
      signal: AbortSignal.timeout(TILE_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`tile ${z}/${x}/${y}: HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async function fromTiles(p: PreviewParams, w: number, h: number, zoom: number, scale: number): Promise<Buffer> {
    const center = toPixels(p.lat, p.lng, zoom);
    const left = Math.round(center.x - w / 2);
    const top = Math.round(center.y - h / 2);
    const count = 2 ** zoom;
    const jobs: Promise<OverlayOptions | null>[] = [];
    for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + w - 1) / TILE); tx += 1) {
      for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + h - 1) / TILE); ty += 1) {
        if (ty < 0 || ty >= count) continue;
        const wrapped = ((tx % count) + count) % count;
        jobs.push(fetchTile(zoom, wrapped, ty).then((input) => ({ input, left: tx * TILE - left, top: ty * TILE - top })));
      }
    }
    const tiles = (await Promise.all(jobs)).filter(Boolean) as OverlayOptions[];
    // Tiles hanging over the edges are cropped by compositing onto a larger canvas, then extracting.
    const pad = TILE;
    const canvas = await sharp({ create: { width: w + 2 * pad, height: h + 2 * pad, channels: 4, background: '#e5e7eb' } })
      .composite(tiles.map((t) => ({ ...t, left: (t.left as number) + pad, top: (t.top as number) + pad })))
      .png()
      .toBuffer();
    const attribution = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
      ${pin(w / 2, h / 2, scale)}
      <rect x="${w - 190 * scale}" y="${h - 16 * scale}" width="${190 * scale}" height="${16 * scale}" fill="#ffffff" fill-opacity="0.8"/>
      <text x="${w - 6 * scale}" y="${h - 4.5 * scale}" font-family="sans-serif" font-size="${10 * scale}" text-anchor="end" fill="#1f2937">© OpenStreetMap contributors</text>
      ${p.useLogo ? logo(scale, h) : ''}
    </svg>`;
    return sharp(canvas).extract({ left: pad, top: pad, width: w, height: h }).composite([{ input: Buffer.from(attribution) }]).png().toBuffer();
  }

  const logo = (scale: number, h: number) =>
    `<g transform="translate(${8 * scale}, ${h - 30 * scale}) scale(${scale})"><rect width="46" height="22" rx="5" fill="#14532d"/><text x="23" y="15.5" font-family="sans-serif" font-size="12" font-weight="700" fill="#ffffff" text-anchor="middle">GRO</text></g>`;

  async function placeholder(p: PreviewParams, w: number, h: number, scale: number): Promise<Buffer> {
    const step = 32 * scale;
    const lines: string[] = [];
    for (let x = step; x < w; x += step) lines.push(`<line x1="${x}" y1="0" x2="${x}" y2="${h}"/>`);
    for (let y = step; y < h; y += step) lines.push(`<line x1="0" y1="${y}" x2="${w}" y2="${y}"/>`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
      <rect width="100%" height="100%" fill="#eef5f0"/>
      <g stroke="#d5e5da" stroke-width="${scale}">${lines.join('')}</g>
      <path d="M0 ${h * 0.7} C ${w * 0.3} ${h * 0.55}, ${w * 0.6} ${h * 0.9}, ${w} ${h * 0.6}" stroke="#c8dccd" stroke-width="${10 * scale}" fill="none"/>
      ${pin(w / 2, h / 2, scale)}
      <rect x="${w / 2 - 95 * scale}" y="${h / 2 + 8 * scale}" width="${190 * scale}" height="${22 * scale}" rx="${11 * scale}" fill="#ffffff" fill-opacity="0.92"/>
      <text x="${w / 2}" y="${h / 2 + 23 * scale}" font-family="sans-serif" font-size="${11 * scale}" text-anchor="middle" fill="#14532d">${coordinateText(p.lat, p.lng)}</text>
      ${p.useLogo ? logo(scale, h) : ''}
    </svg>`;
    return sharp(Buffer.from(svg)).png().toBuffer();
  }

  return {
    async render(p: PreviewParams): Promise<Preview> {
      const key = JSON.stringify(p);
      const hit = cache.get(key);
      if (hit) return hit;
      const scale = p.retina ? 2 : 1;
      const w = p.width * scale;
      const h = p.height * scale;
      let png: Buffer | null = null;
      if (now() >= tilesDownUntil) {
        try {
          // Retina: the next zoom level's tiles cover the doubled pixel size at the same scale.
          png = await fromTiles(p, w, h, Math.min(19, p.zoom + (p.retina ? 1 : 0)), scale);
        } catch (err) {
          tilesDownUntil = now() + TILE_RETRY_AFTER_MS;
          strapi.log.warn(`Map preview: tiles unavailable (${(err as Error).message}); drawing placeholders for ${TILE_RETRY_AFTER_MS / 60000} minutes`);
        }
      }
      const fromTilesOk = png !== null;
      png ??= await placeholder(p, w, h, scale);
      const preview = { png, etag: `"${crypto.createHash('sha1').update(png).digest('base64url')}"`, fromTiles: fromTilesOk };
      // Placeholders are not cached for long: tiles may come back.
      if (fromTilesOk) remember(key, preview);
      return preview;
    },
  };
};
