import type { Core } from '@strapi/strapi';
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Behind a reverse proxy, trust X-Forwarded-For, but only the entries the trusted proxies added
  // (the rightmost TRUST_PROXY_HOPS), never what the client put in front of them.
  proxy: { koa: env.bool('TRUST_PROXY', false), maxIpsCount: env.int('TRUST_PROXY_HOPS', 1) },
  app: { keys: env.array('APP_KEYS') },
});
