import type { Core } from '@strapi/strapi';
import { DUES_SHARE_NO_CHAPTER, type DuesShareReport, type DuesShareRow } from '@gro/config';
import type { MonthRange } from '../../../platform/http/month-range';
import { duesSharePercent, shareOf } from '../domain/percent';

/** Read once when the server loads its APIs: a bad value stops it at start. */
const PERCENT = duesSharePercent(process.env.CHAPTER_DUES_SHARE_PERCENT);
const DEFAULT_CURRENCY = 'usd';

/** One (chapter, name, month, currency) group of the ledger, summed by the database. */
type GroupRow = {
  chapter_id: number | string | null;
  chapter_name: string | null;
  month: string;
  currency: string;
  paid: number | string | null;
  refunded: number | string | null;
  latest: number | string | Date;
};

type Row = DuesShareRow & { currency: string; latest: number };

/** Chapters by name, the dues of no chapter last; months in order. */
function compare(a: Row, b: Row): number {
  if (a.month !== b.month) return a.month < b.month ? -1 : 1;
  if ((a.chapterId === null) !== (b.chapterId === null)) return a.chapterId === null ? 1 : -1;
  return a.chapterName.localeCompare(b.chapterName, 'en') || (a.chapterId ?? 0) - (b.chapterId ?? 0) || a.currency.localeCompare(b.currency);
}

/**
 * The dues share: paid dues per home chapter per month from the dues ledger, and each
 * chapter's share at CHAPTER_DUES_SHARE_PERCENT. The database sums the ledger by chapter, month
 * and currency (one GROUP BY, SQLite and PostgreSQL alike); a chapter renamed during a month shows
 * the name of its latest entry.
 */
const duesShareService = ({ strapi }: { strapi: Core.Strapi }) => ({
  percent: (): number => PERCENT,

  /** Every chapter's rows, or one chapter's (`chapterId`, for its leaders). */
  async report(range: MonthRange, chapterId?: number): Promise<DuesShareReport> {
    const knex = strapi.db.connection;
    const entries = knex('dues_entries').whereBetween('month', [range.from, range.to]);
    if (chapterId !== undefined) entries.where('chapter_id', chapterId);
    const groups: GroupRow[] = await entries
      .groupBy('chapter_id', 'chapter_name', 'month', 'currency')
      .select(
        'chapter_id',
        'chapter_name',
        'month',
        'currency',
        knex.raw("SUM(CASE WHEN kind = 'payment' THEN amount_cents ELSE 0 END) AS paid"),
        knex.raw("SUM(CASE WHEN kind = 'refund' THEN amount_cents ELSE 0 END) AS refunded"),
        knex.raw('MAX(occurred_at) AS latest'),
      );

    const rows = new Map<string, Row>();
    for (const group of groups) {
      const chapterId = group.chapter_id === null ? null : Number(group.chapter_id);
      const key = `${chapterId ?? ''}|${group.month}|${group.currency}`;
      const latest = new Date(group.latest).getTime();
      const name = chapterId === null ? DUES_SHARE_NO_CHAPTER : (group.chapter_name ?? `Chapter ${chapterId}`);
      const row = rows.get(key) ?? { chapterId, chapterName: name, month: group.month, paidCents: 0, refundedCents: 0, netCents: 0, shareCents: 0, currency: group.currency, latest };
      row.paidCents += Number(group.paid ?? 0);
      row.refundedCents += Number(group.refunded ?? 0);
      if (latest >= row.latest) {
        row.latest = latest;
        row.chapterName = name;
      }
      rows.set(key, row);
    }

    const counts = new Map<string, number>();
    const list = [...rows.values()].sort(compare).map(({ latest: _latest, ...row }) => {
      counts.set(row.currency, (counts.get(row.currency) ?? 0) + 1);
      const netCents = row.paidCents - row.refundedCents;
      return { ...row, netCents, shareCents: shareOf(netCents, PERCENT) };
    });
    const currency = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? DEFAULT_CURRENCY;
    return { percent: PERCENT, from: range.from, to: range.to, months: range.months, currency, rows: list };
  },
});

export type DuesShareService = ReturnType<typeof duesShareService>;
export default duesShareService;
