import sharp, { type OverlayOptions } from 'sharp';
import { logo, pin } from './marks';

const TILE = 256;
const TILE_TIMEOUT_MS = 4000;

/** The most tiles an image of w × h pixels can touch, wherever its corner falls on the tile grid. */
export function tilesCovering(w: number, h: number): number {
  const span = (px: number) => Math.floor((px + TILE - 2) / TILE) + 1;
  return span(w) * span(h);
}

/** Web-Mercator pixel position of a point at a zoom level (the tile server's coordinate system). */
function toPixels(lat: number, lng: number, zoom: number) {
  const size = TILE * 2 ** zoom;
  const clampedLat = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const sin = Math.sin((clampedLat * Math.PI) / 180);
  return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

/** One tile from MAP_TILE_URL (an OpenStreetMap-style {z}/{x}/{y} template). */
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

/** Tiles around the point stitched with sharp, with the pin and the attribution; throws when a tile cannot be fetched. */
export async function renderFromTiles(view: { lat: number; lng: number; useLogo: boolean }, w: number, h: number, zoom: number, scale: number): Promise<Buffer> {
  const center = toPixels(view.lat, view.lng, zoom);
  const left = Math.round(center.x - w / 2);
  const top = Math.round(center.y - h / 2);
  const count = 2 ** zoom;
  const jobs: Promise<OverlayOptions>[] = [];
  for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + w - 1) / TILE); tx += 1) {
    for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + h - 1) / TILE); ty += 1) {
      if (ty < 0 || ty >= count) continue;
      const wrapped = ((tx % count) + count) % count;
      jobs.push(fetchTile(zoom, wrapped, ty).then((input) => ({ input, left: tx * TILE - left, top: ty * TILE - top })));
    }
  }
  const tiles = await Promise.all(jobs);
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
      ${view.useLogo ? logo(scale, h) : ''}
    </svg>`;
  return sharp(canvas).extract({ left: pad, top: pad, width: w, height: h }).composite([{ input: Buffer.from(attribution) }]).png().toBuffer();
}
