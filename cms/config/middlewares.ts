import os from 'os';
import path from 'path';
import type { Core } from '@strapi/strapi';
import { bodyReadError } from '../src/platform/http/body-errors';
import { uploadsOrigin } from '../src/providers/upload';

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  // Bytes of a JSON, form or text body (and of the text fields beside uploaded files).
  const bodyLimit = env.int('REQUEST_BODY_LIMIT', 100 * 1024);
  // Uploads on S3 are loaded from the bucket's (or its CDN's) origin; local ones from this site.
  const uploads = uploadsOrigin(env);
  const uploadSources = uploads ? [uploads] : [];
  return [
    // Anonymous public reads the stack already answered, sent again from memory before anything else runs.
    { resolve: './src/platform/cache/middlewares/fast-public' },
    { resolve: './src/platform/http/middlewares/api-envelope' },
    { resolve: './src/platform/http/middlewares/query-count' },
    'strapi::logger',
    'strapi::errors',
    {
      name: 'strapi::security',
      config: {
        contentSecurityPolicy: {
          useDefaults: true,
          directives: {
            'connect-src': ["'self'", 'https:'],
            'img-src': ["'self'", 'data:', 'blob:', env('MAP_TILE_HOST', 'https://*.tile.openstreetmap.org'), ...uploadSources],
            'media-src': ["'self'", 'data:', 'blob:', ...uploadSources],
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
    // strapi::poweredBy is left out: no answer names the framework (X-Powered-By).
    'strapi::compression',
    'strapi::favicon',
    'strapi::query',
    {
      // JSON, form and text bodies, up to REQUEST_BODY_LIMIT; multipart is global::multipart's.
      name: 'strapi::body',
      config: {
        includeUnparsed: true,
        multipart: false,
        jsonLimit: bodyLimit,
        formLimit: bodyLimit,
        textLimit: bodyLimit,
        onError: (err: unknown) => {
          throw bodyReadError(err);
        },
      },
    },
    {
      name: 'global::multipart',
      config: {
        uploadDir: env('UPLOAD_TMP_DIR', '') || path.join(os.tmpdir(), 'gro-uploads'),
        maxFileSize: env.int('UPLOAD_MAX_FILE_SIZE', 5 * 1024 * 1024),
        maxFieldsSize: bodyLimit,
        // The only routes that take files: the member's avatar, an admin's member import (a CSV),
        // Strapi's upload API, the admin's media library and the admin's project logos; each with
        // who may call it, checked before the body is read (the same check as the route's own).
        fileRoutes: [
          { method: 'PUT', path: /^\/api\/account\/avatar$/, caller: 'signedIn' },
          { method: 'POST', path: /^\/api\/member-import$/, caller: 'admin' },
          { method: 'POST', path: /^\/api\/upload\/?$/, caller: { strapi: 'content-api', scope: ['plugin::upload.content-api.upload'] } },
          { method: 'POST', path: /^\/upload(\/files(\/\d+\/replace)?)?\/?$/, caller: { strapi: 'admin' } },
          { method: 'PUT', path: /^\/upload\/files\/\d+$/, caller: { strapi: 'admin' } },
          { method: 'POST', path: /^\/admin\/project-settings\/?$/, caller: { strapi: 'admin' } },
        ],
      },
    },
    { resolve: './src/platform/http/middlewares/input-guard' },
    'strapi::session',
    'strapi::public',
    { resolve: './src/platform/web/middlewares/seo' },
    { resolve: './src/platform/web/middlewares/spa' },
  ];
};
