/** Build-time configuration, validated once at start. */
function apiUrl(value: string | undefined): string {
  const url = (value ?? '/api').replace(/\/+$/, '');
  if (!/^(\/|https?:\/\/)/.test(url)) {
    throw new Error(`VITE_API_URL must be a path starting with / or an http(s) URL, got "${value}"`);
  }
  return url;
}

export const env = {
  /** Base of every API call; same origin by default (Strapi serves the SPA). */
  API_URL: apiUrl(import.meta.env.VITE_API_URL),
} as const;
