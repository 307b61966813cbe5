import type { Core } from '@strapi/strapi';
import { applyAdminHelp } from './admin-help';
import { seed } from './seed';
import { subscribePublicCacheInvalidation } from './utils/public-cache';

export default {
  register() {},

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    subscribePublicCacheInvalidation(strapi);
    await seed(strapi);
    await applyAdminHelp(strapi);
  },
};
