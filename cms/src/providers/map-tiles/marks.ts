/** SVG marks drawn on every map image: the pin at the point and the GRO logo in the corner. */
export const pin = (x: number, y: number, s: number) => `
  <g transform="translate(${x - 14 * s}, ${y - 38 * s}) scale(${s})">
    <path d="M14 0C6.3 0 0 6.2 0 13.9 0 24.3 14 38 14 38s14-13.7 14-24.1C28 6.2 21.7 0 14 0z" fill="#14532d" stroke="#ffffff" stroke-width="2"/>
    <circle cx="14" cy="14" r="5.5" fill="#ffffff"/>
  </g>`;

export const logo = (scale: number, h: number) =>
  `<g transform="translate(${8 * scale}, ${h - 30 * scale}) scale(${scale})"><rect width="46" height="22" rx="5" fill="#14532d"/><text x="23" y="15.5" font-family="sans-serif" font-size="12" font-weight="700" fill="#ffffff" text-anchor="middle">GRO</text></g>`;
