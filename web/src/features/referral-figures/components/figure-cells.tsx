import { formatCents, type ReferralCounts } from '@gro/config';
import type { Column } from '@/components/ui/table';
import { FIGURES_TEXTS as texts } from '@gro/config/screens';

export const FIGURE_KEYS = ['given', 'received', 'creditedCents', 'oneToOnes'] as const satisfies readonly (keyof ReferralCounts)[];

/** A figure as read: a count, or dollars and cents for the closed business. */
export const showFigure = (key: keyof ReferralCounts, counts: ReferralCounts) =>
  key === 'creditedCents' ? formatCents(counts.creditedCents) : counts[key].toLocaleString('en-US');

/** The four figures' columns of a table of rows with counts; sortable by value when `sortable`. */
export function figureColumns<T extends ReferralCounts>(sortable: boolean): Column<T>[] {
  return FIGURE_KEYS.map((key) => ({
    key,
    header: texts.figures[key],
    nowrap: true,
    numeric: true,
    cell: (row: T) => showFigure(key, row),
    ...(sortable ? { sortValue: (row: T) => row[key] } : {}),
  }));
}
