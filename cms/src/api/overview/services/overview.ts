import type { Core } from '@strapi/strapi';
import {
  OVERVIEW_CACHE_SECONDS, OVERVIEW_MONTHS, OVERVIEW_NO_CHAPTER, monthlyRecurringCents, type AdminOverview, type OverviewPlan,
} from '@gro/config';
import { paymentProvider } from '../../../providers/payments';
import { priceOf } from '../../../providers/payments/catalog';
import { planLabelOf } from '../../../providers/payments/plans';
import { now } from '../../../platform/db/clock';
import { activeByPlan, churnPerMonth, failedPayments, membersByChapter, newMembersPerMonth, pendingJoinRequests, visitorsByChapter } from '../domain/queries';
import { lastMonths } from '../domain/months';
import { apiService } from '../../services';

const DEFAULT_CURRENCY = 'usd';

/**
 * The admin overview: every figure of /portal/administrator from a handful of GROUP BY
 * queries. The answer is the same for every admin, so it is kept OVERVIEW_CACHE_SECONDS per process
 * (the screen says how old it is) and concurrent requests share one computation; `fresh` reads anew.
 */
const overviewService = ({ strapi }: { strapi: Core.Strapi }) => {
  let cached: { at: number; value: Promise<AdminOverview> } | null = null;

  /** A plan's list price from the payment provider (cached by the catalog); null without payments or when it cannot say. */
  async function priceCents(priceId: string | null): Promise<{ amount: number; currency: string } | null> {
    const provider = paymentProvider();
    if (!provider || !priceId) return null;
    try {
      const price = await priceOf(provider, strapi.log, priceId);
      return price.unit_amount === null ? null : { amount: price.unit_amount, currency: price.currency };
    } catch {
      return null;
    }
  }

  async function plans(): Promise<{ plans: OverviewPlan[]; currency: string }> {
    let currency = DEFAULT_CURRENCY;
    const rows = await Promise.all(
      (await activeByPlan(strapi.db.connection)).map(async (row) => {
        const price = await priceCents(row.priceId);
        if (price) currency = price.currency;
        const mrrCents = price && row.interval ? monthlyRecurringCents(row.active, price.amount, row.interval) : null;
        return { ...row, planLabel: planLabelOf(row.priceId), priceCents: price?.amount ?? null, mrrCents };
      }),
    );
    return { plans: rows.sort((a, b) => b.active - a.active || (a.priceId ?? '').localeCompare(b.priceId ?? '')), currency };
  }

  async function compute(): Promise<AdminOverview> {
    const knex = strapi.db.connection;
    const at = new Date(now());
    const { months, starts, end } = lastMonths(at, OVERVIEW_MONTHS);
    const thisMonth = months[months.length - 1];
    const since = `${months[0]}-01`;
    const duesShare = apiService(strapi, 'api::finance.dues-share');
    const [chapters, newMembers, subscriptions, churn, failed, joinRequests, visitors, dues] = await Promise.all([
      membersByChapter(knex),
      newMembersPerMonth(knex, months, starts, end),
      plans(),
      churnPerMonth(knex, months, starts, end),
      failedPayments(knex),
      pendingJoinRequests(knex),
      visitorsByChapter(knex, since),
      duesShare.report({ from: thisMonth, to: thisMonth, months: [thisMonth] }),
    ]);
    const duesRows = dues.rows
      .filter((row) => (row.currency ?? dues.currency) === dues.currency)
      .map((row) => ({ chapterId: row.chapterId, chapterName: row.chapterId === null ? OVERVIEW_NO_CHAPTER : row.chapterName, netCents: row.netCents, shareCents: row.shareCents }));
    const known = subscriptions.plans.filter((p) => p.mrrCents !== null);
    return {
      generatedAt: at.toISOString(),
      cacheSeconds: OVERVIEW_CACHE_SECONDS,
      months,
      members: { total: chapters.reduce((sum, c) => sum + c.total, 0), chapters },
      newMembers,
      subscriptions: {
        active: subscriptions.plans.reduce((sum, p) => sum + p.active, 0),
        mrrCents: known.length > 0 || subscriptions.plans.length === 0 ? known.reduce((sum, p) => sum + (p.mrrCents ?? 0), 0) : null,
        currency: subscriptions.currency,
        plans: subscriptions.plans,
      },
      churn,
      failedPayments: failed,
      joinRequests,
      visitors: { since, chapters: visitors },
      duesShare: {
        month: thisMonth,
        percent: dues.percent,
        currency: dues.currency,
        totalShareCents: duesRows.reduce((sum, row) => sum + row.shareCents, 0),
        chapters: duesRows,
      },
    };
  }

  /** The computation in flight, and the one queued behind it for the fresh requests that came meanwhile. */
  let running: Promise<AdminOverview> | null = null;
  let queued: Promise<AdminOverview> | null = null;

  function start(): Promise<AdminOverview> {
    const value = compute();
    const entry = { at: Date.now(), value };
    running = value;
    cached = entry;
    // A failure is not kept: the next request asks again.
    value
      .catch(() => {
        if (cached === entry) cached = null;
      })
      .finally(() => {
        if (running === value) running = null;
      });
    return value;
  }

  /**
   * Figures read after this call: the next computation to start. Fresh requests that arrive while one
   * runs share the one queued behind it, so ten admins pressing Refresh cost two reads, not ten.
   */
  function fresh(): Promise<AdminOverview> {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  }

  return {
    /** The figures, from the cache while younger than OVERVIEW_CACHE_SECONDS unless `fresh`. */
    overview(readAnew = false): Promise<AdminOverview> {
      if (readAnew) return fresh();
      if (cached && Date.now() - cached.at < OVERVIEW_CACHE_SECONDS * 1000) return cached.value;
      return running ?? start();
    },
  };
};

export type OverviewService = ReturnType<typeof overviewService>;
export default overviewService;
