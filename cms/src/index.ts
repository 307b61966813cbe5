import type { Core } from '@strapi/strapi';
import { applyAdminHelp } from './admin-help';
import { seed } from './seed';
import { subscribePublicCacheInvalidation } from './utils/public-cache';
import { ensureIndexes } from './utils/indexes';
import { closeCounterStore } from './providers/rate-limit';
import { registerRouteTable } from './utils/route-table';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerRouteTable(strapi);
  },

  async destroy() {
    await closeCounterStore();
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    subscribePublicCacheInvalidation(strapi);
    await ensureIndexes(strapi);
    await seed(strapi);
    await applyAdminHelp(strapi);
  },
};
