import type { Core } from '@strapi/strapi';
export default ({ env }: Core.Config.Shared.ConfigParams) => [
  'global::api-envelope',
  'global::query-count',
  'strapi::logger',
  'strapi::errors',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:', env('MAP_TILE_HOST', 'https://*.tile.openstreetmap.org')],
          'media-src': ["'self'", 'data:', 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  {
    // The site and API share one origin; other origins get no CORS grant unless listed.
    name: 'strapi::cors',
    config: { origin: env.array('CORS_ORIGINS', [env('PUBLIC_URL', '') || `http://localhost:${env.int('PORT', 1337)}`]), credentials: true },
  },
  'strapi::poweredBy',
  'strapi::compression',
  'strapi::favicon',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      includeUnparsed: true,
      jsonLimit: '1mb',
      formLimit: '1mb',
      textLimit: '1mb',
      formidable: { maxFileSize: env.int('UPLOAD_MAX_FILE_SIZE', 5 * 1024 * 1024) },
    },
  },
  'strapi::session',
  'strapi::public',
  'global::seo',
  'global::spa',
];
