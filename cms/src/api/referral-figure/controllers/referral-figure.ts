import type { Core } from '@strapi/strapi';
import { PORTAL_MESSAGES, REFERRAL_LIMITS, REFERRAL_MESSAGES, type AllChaptersReferralFigures } from '@gro/config';
import type { Context } from 'koa';
import { signedIn } from '../../../auth/authenticate';
import { leadsChapter } from '../../../auth/leadership';
import { isAdmin } from '../../../auth/roles';
import { now } from '../../../platform/db/clock';
import { Figure, csvText, dollars } from '../../../platform/http/csv';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { parseId } from '../../../platform/http/params';
import { parseMonthRange, type MonthRangeRules } from '../../../platform/http/month-range';
import { apiService } from '../../services';

/** ?from&to of the figures: 'YYYY-MM', the 12 months ending this month by default, at most 36. */
const RULES: MonthRangeRules = {
  defaultMonths: REFERRAL_LIMITS.monthsDefault,
  maxMonths: REFERRAL_LIMITS.monthsMax,
  badMonth: REFERRAL_MESSAGES.badMonth,
  badRange: REFERRAL_MESSAGES.badRange,
};

export const REFERRAL_FIGURES_CSV_HEADER = ['Chapter', 'Given', 'Received', 'Closed business credited (USD)', 'One-to-ones'] as const;

/** The admins' table as CSV: one row per chapter, then the totals (platform/http/csv: byte order mark, formulas kept as text). */
export function referralFiguresCsv(figures: AllChaptersReferralFigures): string {
  const rows = figures.chapters.map((c) => [c.chapterName, c.given, c.received, new Figure(dollars(c.creditedCents)), c.oneToOnes]);
  const t = figures.totals;
  rows.push(['Total', t.given, t.received, new Figure(dollars(t.creditedCents)), t.oneToOnes]);
  return csvText(REFERRAL_FIGURES_CSV_HEADER, rows);
}

/** The referral figures: routes/01-referral-figure-custom.ts lists who may call what. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const figures = () => apiService(strapi, 'api::referral-figure.referral-figure');
  const rangeOf = (ctx: Context) => parseMonthRange(ctx.query as Record<string, unknown>, new Date(now()), RULES);
  return {
    async me(ctx: Context) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok(await figures().mine(signedIn(ctx).user.id, parseMonthRange({}, new Date(now()), RULES)));
    },

    /**
     * A member of the chapter (their home chapter now), its leaders or an admin; an
     * unknown chapter is a 404 for everyone (chapters are public). Members hidden from the
     * directory are named to its leaders and admins only (the service's privateMembers line).
     */
    async chapter(ctx: Context) {
      const id = parseId(ctx.params.id);
      if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
      const range = rangeOf(ctx);
      // global::is-chapter-leader let in only its members, its leaders and admins.
      const { user } = signedIn(ctx);
      const { chapter } = await figures().chapterOf(id, user.id);
      // Its leaders and admins see the members hidden from the directory by name; its members see them as one line.
      const seesHidden = isAdmin(user) || (await leadsChapter(strapi.db.connection, user.id, chapter.id));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok(await figures().chapter(chapter, range, { id: user.id, seesHidden }));
    },

    async all(ctx: Context) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok(await figures().all(rangeOf(ctx)));
    },

    /** The same rows as a spreadsheet download: the CSV itself, not the JSON envelope. */
    async allCsv(ctx: Context) {
      const answer = await figures().all(rangeOf(ctx));
      ctx.set('Content-Disposition', `attachment; filename="referral-figures-${answer.from}-${answer.to}.csv"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = referralFiguresCsv(answer);
    },
  };
};
