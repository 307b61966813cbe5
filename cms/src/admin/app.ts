/**
 * The Strapi admin as staff see it: no release notices, and the first-use guided tour and the media
 * library's announcement banner start dismissed, written where the admin's own "skip" and "dismiss"
 * buttons keep them (the browser's storage). Nothing is overwritten once a browser has a value.
 */
const DISMISSED_IN_BROWSER: Record<string, string> = {
  STRAPI_GUIDED_TOUR: JSON.stringify({ enabled: false }),
  // Scoped by the project's uuid, which is false here (package.json strapi.uuid), and by whether the
  // legacy media library is on; before the admin's init answers the scope reads 'undefined'.
  ...Object.fromEntries(
    ['false', 'true'].flatMap((legacy) =>
      ['false', 'undefined'].map((scope) => [`STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_${legacy}:${scope}`, 'true']),
    ),
  ),
};

export default {
  config: { notifications: { releases: false } },
  bootstrap() {
    for (const [key, value] of Object.entries(DISMISSED_IN_BROWSER)) {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    }
  },
};
