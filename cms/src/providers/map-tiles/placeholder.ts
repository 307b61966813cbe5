import sharp from 'sharp';
import { logo, pin } from './marks';

/**
 * The embedded default: a drawn map-like background with the pin, and no text: the page around the
 * picture gives the place's name and address, which serve a reader better than coordinates.
 */
export async function drawPlaceholder(view: { lat: number; lng: number; useLogo: boolean }, w: number, h: number, scale: number): Promise<Buffer> {
  const step = 32 * scale;
  const lines: string[] = [];
  for (let x = step; x < w; x += step) lines.push(`<line x1="${x}" y1="0" x2="${x}" y2="${h}"/>`);
  for (let y = step; y < h; y += step) lines.push(`<line x1="0" y1="${y}" x2="${w}" y2="${y}"/>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
      <rect width="100%" height="100%" fill="#eef5f0"/>
      <g stroke="#d5e5da" stroke-width="${scale}">${lines.join('')}</g>
      <path d="M0 ${h * 0.7} C ${w * 0.3} ${h * 0.55}, ${w * 0.6} ${h * 0.9}, ${w} ${h * 0.6}" stroke="#c8dccd" stroke-width="${10 * scale}" fill="none"/>
      ${pin(w / 2, h / 2, scale)}
      ${view.useLogo ? logo(scale, h) : ''}
    </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
