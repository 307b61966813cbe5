import type { Core } from '@strapi/strapi';
import { USER_CHAPTER } from '../../../platform/db/links';

/**
 * The referral figures' counters: referral_tallies holds, per chapter, member and month,
 * the referrals given and received, the closed business credited to givers (cents) and the
 * confirmed one-to-ones; the row with user_id 0 is the chapter's total. Every write that changes a
 * figure (pass, close, reopen, amount edit, delete, confirm) calls addToTally in the same
 * transaction, so the figures are read from a few rows (tens per chapter and year) whatever the
 * number of referrals, and they can never disagree with the referrals: the write and its count
 * commit or roll back together. The increments are single UPSERT statements (ON CONFLICT … DO
 * UPDATE SET n = n + excluded.n), so parallel writes on PostgreSQL never lose a count.
 *
 * Outside services/ on purpose: Strapi registers every file there as a service.
 */

export type TallyDb = Core.Strapi['db']['connection'];

export const TALLY_TABLE = 'referral_tallies';
/** user_id of a chapter's total row. */
export const CHAPTER_TOTAL = 0;
/** chapter_id of members without a home chapter. */
export const NO_CHAPTER = 0;

export interface TallyChange {
  /** The chapter the figure counts in (NO_CHAPTER: none). */
  chapterId: number;
  /** The member it counts for. */
  userId: number;
  /** 'YYYY-MM' */
  month: string;
  given?: number;
  received?: number;
  creditedCents?: number;
  oneToOnes?: number;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Adds the change (negative to take back) to the member's row and to the chapter's total row, one
 * UPSERT each. Run it inside the transaction of the write it counts; a write that changes several
 * figures gives them all to addToTallies at once.
 */
export async function addToTally(db: TallyDb, change: TallyChange): Promise<void> {
  await addToTallies(db, [change]);
}

type RowChange = { chapterId: number; userId: number; month: string; given: number; received: number; credited: number; oneToOnes: number };

/**
 * Adds several changes in one go: summed per row (each member's row and each chapter's total row),
 * then one UPSERT per row in a fixed order (chapter, user, month: a chapter's total row, user 0,
 * before its members'). Every write takes its rows' locks in that same order, so two writes that
 * touch the same rows (on PostgreSQL, two referrals passed at once between members of one chapter)
 * wait for each other instead of deadlocking.
 */
export async function addToTallies(db: TallyDb, changes: TallyChange[]): Promise<void> {
  const rows = new Map<string, RowChange>();
  for (const change of changes) {
    if (!MONTH.test(change.month)) throw new Error(`referral tally: bad month ${change.month}`);
    const given = change.given ?? 0;
    const received = change.received ?? 0;
    const credited = change.creditedCents ?? 0;
    const oneToOnes = change.oneToOnes ?? 0;
    for (const n of [given, received, credited, oneToOnes]) if (!Number.isSafeInteger(n)) throw new Error('referral tally: counts are whole numbers');
    for (const userId of [change.userId, CHAPTER_TOTAL]) {
      const key = `${change.chapterId} ${userId} ${change.month}`;
      const row = rows.get(key) ?? { chapterId: change.chapterId, userId, month: change.month, given: 0, received: 0, credited: 0, oneToOnes: 0 };
      row.given += given;
      row.received += received;
      row.credited += credited;
      row.oneToOnes += oneToOnes;
      rows.set(key, row);
    }
  }
  const ordered = [...rows.values()]
    .filter((r) => r.given !== 0 || r.received !== 0 || r.credited !== 0 || r.oneToOnes !== 0)
    .sort((a, b) => a.chapterId - b.chapterId || a.userId - b.userId || (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  const stamp = new Date();
  for (const r of ordered) {
    await db(TALLY_TABLE)
      .insert({
        document_id: `tally-${r.chapterId}-${r.userId}-${r.month}`,
        chapter_id: r.chapterId,
        user_id: r.userId,
        month: r.month,
        given: r.given,
        received: r.received,
        credited_cents: r.credited,
        one_to_ones: r.oneToOnes,
        created_at: stamp,
        updated_at: stamp,
        published_at: stamp,
      })
      .onConflict(['chapter_id', 'user_id', 'month'])
      .merge({
        given: db.raw('?? + ?', [`${TALLY_TABLE}.given`, r.given]),
        received: db.raw('?? + ?', [`${TALLY_TABLE}.received`, r.received]),
        credited_cents: db.raw('?? + ?', [`${TALLY_TABLE}.credited_cents`, r.credited]),
        one_to_ones: db.raw('?? + ?', [`${TALLY_TABLE}.one_to_ones`, r.oneToOnes]),
        updated_at: stamp,
      });
  }
}

/** The member's home chapter now (NO_CHAPTER when none): where what they give, receive or meet counts. */
export async function homeChapterId(db: TallyDb, userId: number): Promise<number> {
  const row = await db(USER_CHAPTER.table).where(USER_CHAPTER.owner, userId).first(`${USER_CHAPTER.target} as chapter_id`);
  return row ? Number(row.chapter_id) : NO_CHAPTER;
}
