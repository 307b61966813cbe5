import type { AdminOverview, OverviewChapterMembers, OverviewChapterVisitors, UserStatus } from '@gro/config';
import { USER_STATUSES } from '@gro/config';
import type { ChartSeries } from '@/components/ui/bar-chart';

/** How many chapters a chapter chart shows (the largest); its table lists them all. */
export const CHART_CHAPTERS = 8;


/** The `count` largest chapters by `size`, largest first, for a chart. */
export function largest<T>(chapters: T[], size: (chapter: T) => number, count = CHART_CHAPTERS): T[] {
  return [...chapters].sort((a, b) => size(b) - size(a)).slice(0, count);
}

/** Members per chapter, one series per status that anyone has. */
export function memberSeries(chapters: OverviewChapterMembers[]): ChartSeries[] {
  return USER_STATUSES.filter((status: UserStatus) => chapters.some((c) => c.counts[status] > 0)).map((status) => ({
    name: status,
    values: chapters.map((c) => c.counts[status]),
  }));
}

/** Visitors per chapter: those who joined, and the others. */
export function visitorSeries(chapters: OverviewChapterVisitors[], joined: string, notJoined: string): ChartSeries[] {
  return [
    { name: joined, values: chapters.map((c) => c.joined) },
    { name: notJoined, values: chapters.map((c) => c.visitors - c.joined) },
  ];
}

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The churn of the latest month that had subscriptions running on its first day, or null. */
export function latestChurn(churn: AdminOverview['churn']) {
  return [...churn].reverse().find((month) => month.rate !== null) ?? null;
}
