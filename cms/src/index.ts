import type { Core } from '@strapi/strapi';
import { applyAdminHelp } from './admin-help';
import { seed } from './seed';
import { assertFirstAdminsConfigured } from './seed/first-admins';
import { subscribePublicCacheInvalidation } from './platform/cache/public-cache';
import { installFastLayer } from './platform/cache/fast-public';
import { startPublicCacheBus, stopPublicCacheBus } from './platform/cache/public-cache-bus';
import { ensureFiguresVersion } from './platform/db/figures-version';
import { ensureIndexes } from './platform/db/indexes';
import { ensureSearchIndex } from './platform/db/search-index';
import { checkLinks } from './platform/db/links';
import { configuredKey } from './api/second-factor/domain/sealed-secret';
import { cleanStoredOneLineValues } from './platform/db/one-line-values';
import { startPayments, stopPayments } from './providers/payments';
import { closeRateLimitStore } from './providers/rate-limit';
import { registerRouteTable } from './platform/http/route-table';
import { guardAdminWrites, showReadOnlyInAdmin } from './auth/staff-rights';
import { checkConfiguredSettings } from './platform/limits/configured-limits';
import { drainRequests, shutdownTimeoutMs, trackRequests } from './platform/http/shutdown';
import { grantStockReferences, registerStockReferences } from './platform/db/stock-reference';
import { startJobs, stopJobs } from './jobs';
import { closeInboxStreams, startInboxBus } from './notifications';
// Each module registers its kinds of background job as it loads, before the workers start.
import './notifications/jobs';
import './auth/jobs';
import './api/join-request/jobs';
import './api/member-import/jobs';
import './api/referral/jobs';
import './api/announcement/jobs';
import './api/reminder/jobs';
import './api/chapter-report/jobs';
import { deleteOrphanRsvps, deleteRsvpsWithEvents } from './api/rsvp/domain/event-deletes';
import { verifyExistingAccounts } from './api/account/domain/verified-accounts';
import { approveExistingCompanies } from './api/company/domain/reviewed-companies';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    checkConfiguredSettings();
    registerRouteTable(strapi);
    registerStockReferences(strapi);
    trackRequests(strapi);
    // The Content Manager never writes the rows GRO's own rules write (auth/staff-rights).
    guardAdminWrites(strapi);
  },

  // Strapi calls this on SIGTERM/SIGINT before it cuts the connections and closes the database.
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    // Open pages' notification streams never end on their own: ended first, they reconnect elsewhere.
    const streams = closeInboxStreams();
    if (streams > 0) strapi.log.info(`Shutting down: ${streams} notification stream(s) ended`);
    await drainRequests(strapi.log);
    // After the requests (they may queue jobs): no new job is taken, the running ones finish.
    await stopJobs(strapi.log, shutdownTimeoutMs());
    await Promise.all([closeRateLimitStore(), stopPayments(), stopPublicCacheBus()]);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Before anything listens: production never serves /admin open to the first visitor's claim.
    await assertFirstAdminsConfigured(strapi);
    subscribePublicCacheInvalidation(strapi);
    deleteRsvpsWithEvents(strapi);
    await startPublicCacheBus(process.env.REDIS_URL, (message) => strapi.log.warn(message));
    await startInboxBus(process.env.REDIS_URL, (message) => strapi.log.warn(message));
    installFastLayer(strapi.server.httpServer);
    // Every query that joins a relation names Strapi's link tables: refuse to start if they are not where we say.
    checkLinks(strapi);
    // A malformed SECOND_FACTOR_KEY stops the start, rather than the first two-step sign-in.
    configuredKey(process.env.SECOND_FACTOR_KEY);
    await ensureIndexes(strapi);
    await ensureFiguresVersion(strapi);
    // Before the seed, so its rows are indexed by the triggers as they are written.
    await ensureSearchIndex(strapi);
    await cleanStoredOneLineValues(strapi);
    await verifyExistingAccounts(strapi);
    await approveExistingCompanies(strapi);
    await deleteOrphanRsvps(strapi);
    await startJobs(strapi);
    // Stripe, the built-in simulator (which delivers its webhooks here once the server listens), or none.
    await startPayments(strapi.log, { host: strapi.config.get('server.host', '0.0.0.0'), port: strapi.config.get('server.port', 1337) });
    await seed(strapi);
    await applyAdminHelp(strapi);
    await showReadOnlyInAdmin(strapi);
    await grantStockReferences(strapi);
  },
};
