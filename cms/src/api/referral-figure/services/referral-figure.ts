import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  CHAPTER_NOT_FOUND,
  referralMemberName,
  type AllChaptersReferralFigures,
  type ChapterMemberFigures,
  type ChapterReferralFigures,
  type MyReferralFigures,
  type ReferralCounts,
  type ReferralMonth,
} from '@gro/config';
import { CHAPTER_TOTAL, NO_CHAPTER, TALLY_TABLE, addToTallies, homeChapterId, type TallyChange, type TallyDb } from '../domain/tallies';
import type { MonthRange } from '../../../platform/http/month-range';
import { USER_CHAPTER, USER_COMPANY } from '../../../platform/db/links';

const chapterLink = USER_CHAPTER.as('ucl');
const companyLink = USER_COMPANY.as('ucm');

/** The name of the figures of members without a home chapter (chapterId 0). */
export const NO_CHAPTER_NAME = 'No chapter';

type SumRow = { given: unknown; received: unknown; credited: unknown; one_to_ones: unknown };

/** A SUM as a number: PostgreSQL answers SUM of a bigint (and of an integer) as a string, SQLite as a number; none is 0. */
const num = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

const counts = (row: SumRow | undefined): ReferralCounts => ({
  given: num(row?.given),
  received: num(row?.received),
  creditedCents: num(row?.credited),
  oneToOnes: num(row?.one_to_ones),
});

const zero = (): ReferralCounts => ({ given: 0, received: 0, creditedCents: 0, oneToOnes: 0 });

function add(into: ReferralCounts, more: ReferralCounts): ReferralCounts {
  into.given += more.given;
  into.received += more.received;
  into.creditedCents += more.creditedCents;
  into.oneToOnes += more.oneToOnes;
  return into;
}

/** The four sums of a tallies query (column names as SumRow reads them). */
const SUMS = ['SUM(t.given) AS given', 'SUM(t.received) AS received', 'SUM(t.credited_cents) AS credited', 'SUM(t.one_to_ones) AS one_to_ones'];

/** Every month of the range with its figures (zeros for months without a row), oldest first. */
function monthsOf(range: MonthRange, rows: (SumRow & { month: string })[]): ReferralMonth[] {
  const byMonth = new Map(rows.map((r) => [r.month, counts(r)]));
  return range.months.map((month) => ({ month, ...(byMonth.get(month) ?? zero()) }));
}

/**
 * The referral figures, read from referral_tallies only (never a scan of the referrals):
 * a few rows per chapter, member and month, kept by every write in its own transaction, so the
 * answers cost the same with 1,000 or 1,000,000 referrals. Counts and credited totals only: no
 * answer names a referral, its receiver or a single referral's amount.
 */
const referralFigureService = ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => strapi.db.connection as TallyDb;

  /** The member's rows over all chapters, month by month (their index: user_id, month). */
  async function memberMonths(userId: number, range: MonthRange): Promise<ReferralMonth[]> {
    const rows = await db()(`${TALLY_TABLE} as t`)
      .where('t.user_id', userId)
      .whereBetween('t.month', [range.from, range.to])
      .groupBy('t.month')
      .select('t.month', ...SUMS.map((s) => db().raw(s)));
    return monthsOf(range, rows as (SumRow & { month: string })[]);
  }

  return {
    /**
     * Adds `changes` to the figures, in the caller's transaction `trx`: every write that changes a
     * figure (a referral passed, closed, reopened or deleted, a one-to-one confirmed) commits or
     * rolls back with its count.
     */
    addToTallies: (trx: TallyDb, changes: TallyChange[]): Promise<void> => addToTallies(trx, changes),

    /** The member's home chapter now (NO_CHAPTER when none): where what they give, receive or meet counts. */
    homeChapterId: (conn: TallyDb, userId: number): Promise<number> => homeChapterId(conn, userId),

    /** GET /referral-figures/me: the caller's figures of the `range` (the 12 months ending this month), this month's and their sum. */
    async mine(userId: number, range: MonthRange): Promise<MyReferralFigures> {
      const months = await memberMonths(userId, range);
      const { month: _month, ...thisMonth } = months[months.length - 1]!;
      return { thisMonth, last12: months.reduce((sum, m) => add(sum, { given: m.given, received: m.received, creditedCents: m.creditedCents, oneToOnes: m.oneToOnes }), zero()), months };
    },

    /**
     * The chapter's id and name, and whether it is the home chapter of `userId` now (one query); a
     * 404 for a chapter that does not exist.
     */
    async chapterOf(id: number, userId: number): Promise<{ chapter: { id: number; name: string }; home: boolean }> {
      const conn = db();
      const row: { id: number | string; name: string; home: number | string | null } | undefined = await conn('chapters as ch')
        .leftJoin(chapterLink.table, function join() {
          this.on(chapterLink.target, '=', 'ch.id').andOn(chapterLink.owner, '=', conn.raw('?', [userId]));
        })
        .where('ch.id', id)
        .first('ch.id', 'ch.name', `${chapterLink.owner} as home`);
      if (!row) throw new errors.NotFoundError(CHAPTER_NOT_FOUND.message, { title: CHAPTER_NOT_FOUND.title });
      return { chapter: { id: Number(row.id), name: row.name }, home: row.home !== null && row.home !== undefined };
    },

    /**
     * GET /chapter/{id}/referral-figures: the chapter's months (its total rows, user_id 0), their
     * totals, and its current Active members with their own sums in this chapter over the range
     * (zeros for those without a row), by last name then first name. Unless `viewer.seesHidden`
     * (its leaders, admins), the members hidden from the directory other than the viewer are not
     * named: their sums are added up in privateMembers, one line (null when there are none), and
     * stay in the totals.
     */
    async chapter(chapter: { id: number; name: string }, range: MonthRange, viewer: { id: number; seesHidden: boolean }): Promise<ChapterReferralFigures> {
      const conn = db();
      const [monthRows, memberRows] = await Promise.all([
        conn(`${TALLY_TABLE} as t`)
          .where({ 't.chapter_id': chapter.id, 't.user_id': CHAPTER_TOTAL })
          .whereBetween('t.month', [range.from, range.to])
          .groupBy('t.month')
          .select('t.month', ...SUMS.map((s) => conn.raw(s))),
        // Each member's sums in one pass over the chapter's rows (its index: chapter_id, user_id, month), joined to its Active members.
        conn(chapterLink.table)
          .join('up_users as u', 'u.id', chapterLink.owner)
          .leftJoin(
            conn(`${TALLY_TABLE} as t`)
              .where('t.chapter_id', chapter.id)
              .where('t.user_id', '<>', CHAPTER_TOTAL)
              .whereBetween('t.month', [range.from, range.to])
              .groupBy('t.user_id')
              .select('t.user_id', ...SUMS.map((s) => conn.raw(s)))
              .as('s'),
            's.user_id',
            'u.id',
          )
          .leftJoin(companyLink.table, companyLink.owner, 'u.id')
          .leftJoin('companies as c', 'c.id', companyLink.target)
          .where(chapterLink.target, chapter.id)
          .where('u.status', 'Active')
          .orderBy([{ column: 'u.lastname', order: 'asc' }, { column: 'u.firstname', order: 'asc' }, { column: 'u.id', order: 'asc' }])
          .select('u.id', 'u.firstname', 'u.lastname', 'u.directory_hidden', 'c.name as company', 's.given', 's.received', 's.credited', 's.one_to_ones'),
      ]);
      const months = monthsOf(range, monthRows as (SumRow & { month: string })[]);
      const totals = months.reduce((sum, m) => add(sum, { given: m.given, received: m.received, creditedCents: m.creditedCents, oneToOnes: m.oneToOnes }), zero());
      // A member in two companies would come twice: the first row counts.
      const seen = new Set<number>();
      const members: ChapterMemberFigures[] = [];
      let privateMembers: ReferralCounts | null = null;
      type MemberRow = SumRow & { id: number | string; firstname: string | null; lastname: string | null; directory_hidden: unknown; company: string | null };
      for (const row of memberRows as MemberRow[]) {
        const userId = Number(row.id);
        if (seen.has(userId)) continue;
        seen.add(userId);
        const hidden = row.directory_hidden === true || row.directory_hidden === 1;
        if (hidden && !viewer.seesHidden && userId !== viewer.id) privateMembers = add(privateMembers ?? zero(), counts(row));
        else members.push({ userId, fullname: referralMemberName(row), company: row.company ?? null, ...counts(row) });
      }
      return { chapter, from: range.from, to: range.to, months, totals, members, privateMembers };
    },

    /**
     * GET /referral-figures (admins): every chapter's sums over the range from its total rows, by
     * name, zeros included, and "No chapter" (id 0) when members without one have figures.
     */
    async all(range: MonthRange): Promise<AllChaptersReferralFigures> {
      const conn = db();
      const [chapters, rows] = await Promise.all([
        conn('chapters').select('id', 'name').orderBy([{ column: 'name', order: 'asc' }, { column: 'id', order: 'asc' }]),
        conn(`${TALLY_TABLE} as t`)
          .where('t.user_id', CHAPTER_TOTAL)
          .whereBetween('t.month', [range.from, range.to])
          .groupBy('t.chapter_id')
          .select('t.chapter_id', ...SUMS.map((s) => conn.raw(s))),
      ]);
      const byChapter = new Map((rows as (SumRow & { chapter_id: number | string })[]).map((r) => [Number(r.chapter_id), counts(r)]));
      const list: AllChaptersReferralFigures['chapters'] = (chapters as { id: number | string; name: string }[]).map((c) => ({
        chapterId: Number(c.id),
        chapterName: c.name,
        ...(byChapter.get(Number(c.id)) ?? zero()),
      }));
      const none = byChapter.get(NO_CHAPTER);
      if (none && (none.given || none.received || none.creditedCents || none.oneToOnes)) list.push({ chapterId: NO_CHAPTER, chapterName: NO_CHAPTER_NAME, ...none });
      const totals = list.reduce((sum, c) => add(sum, { given: c.given, received: c.received, creditedCents: c.creditedCents, oneToOnes: c.oneToOnes }), zero());
      return { from: range.from, to: range.to, chapters: list, totals };
    },
  };
};

export type { TallyChange, TallyDb };
export type ReferralFigureService = ReturnType<typeof referralFigureService>;
export default referralFigureService;
