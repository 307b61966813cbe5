import type { DuesShareReport, DuesShareRow } from '@gro/config';

export interface Amounts {
  paidCents: number;
  refundedCents: number;
  netCents: number;
  shareCents: number;
}

export interface ChapterDues {
  key: string;
  chapterName: string;
  /** That chapter's months with dues, in order. */
  rows: DuesShareRow[];
  total: Amounts;
}

export interface ShareSeries {
  name: string;
  /** Members with no home chapter: drawn in grey. */
  noChapter: boolean;
  /** Share per month, in dollars. */
  values: number[];
}

const NO_CHAPTER = 'none';

const ZERO: Amounts = { paidCents: 0, refundedCents: 0, netCents: 0, shareCents: 0 };

const add = (sum: Amounts, row: Amounts): Amounts => ({
  paidCents: sum.paidCents + row.paidCents,
  refundedCents: sum.refundedCents + row.refundedCents,
  netCents: sum.netCents + row.netCents,
  shareCents: sum.shareCents + row.shareCents,
});

export const sumAmounts = (rows: readonly Amounts[]): Amounts => rows.reduce(add, ZERO);

/** The report's rows by chapter (by name; members with no home chapter last), each chapter's months in order, with its totals. */
export function groupByChapter(report: DuesShareReport): ChapterDues[] {
  const groups = new Map<string, ChapterDues>();
  for (const row of report.rows) {
    const key = row.chapterId === null ? NO_CHAPTER : String(row.chapterId);
    const group = groups.get(key) ?? { key, chapterName: row.chapterName, rows: [], total: ZERO };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, rows: [...group.rows].sort((a, b) => a.month.localeCompare(b.month)), total: sumAmounts(group.rows) }))
    .sort((a, b) => Number(a.key === NO_CHAPTER) - Number(b.key === NO_CHAPTER) || a.chapterName.localeCompare(b.chapterName));
}

/** Each chapter's share per month of report.months, in dollars (0 for a month without dues): the chart's series. */
export function shareSeries(report: DuesShareReport, chapters: readonly ChapterDues[]): ShareSeries[] {
  return chapters.map((chapter) => {
    const byMonth = new Map(chapter.rows.map((row) => [row.month, row.shareCents]));
    return {
      name: chapter.chapterName,
      noChapter: chapter.key === NO_CHAPTER,
      values: report.months.map((month) => (byMonth.get(month) ?? 0) / 100),
    };
  });
}
