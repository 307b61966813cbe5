import type { DuesShareReport } from '@gro/config';
import { csvText, dollars, Figure } from '../../../platform/http/csv';

const HEADER = ['Month', 'Chapter', 'Paid', 'Refunded', 'Net', 'Share', 'Currency'];

/** The dues share as CSV (platform/http/csv: a byte order mark, RFC 4180 line ends): a header row, then one row per chapter and month. */
export function duesShareCsv(report: DuesShareReport): string {
  const rows = report.rows.map((row) => [
    row.month,
    row.chapterName,
    new Figure(dollars(row.paidCents)),
    new Figure(dollars(row.refundedCents)),
    new Figure(dollars(row.netCents)),
    new Figure(dollars(row.shareCents)),
    (row.currency ?? report.currency).toUpperCase(),
  ]);
  return csvText(HEADER, rows);
}
