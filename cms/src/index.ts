import type { Core } from '@strapi/strapi';
import { seed } from './seed';
import { subscribePublicCacheInvalidation } from './utils/public-cache';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    subscribePublicCacheInvalidation(strapi);
    await seed(strapi);
  },
};
