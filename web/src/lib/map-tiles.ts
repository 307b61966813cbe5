/** The interactive maps' tiles (docs/operations.md, Providers: MAP_TILE_HOST must allow them in the CSP) and their attribution. */
export const TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
