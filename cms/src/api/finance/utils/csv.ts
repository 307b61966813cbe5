import { stringify } from 'csv-stringify/sync';
import type { DuesShareReport } from '@gro/config';

const HEADER = ['Month', 'Chapter', 'Paid', 'Refunded', 'Net', 'Share', 'Currency'];

/** Cents as dollars with two decimals, in whole-number arithmetic: -1234 → '-12.34'. */
export function dollars(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, and tab or carriage return that some
 * read as a cell break) starts with an apostrophe: a chapter named '=HYPERLINK(…)' stays text.
 */
export function spreadsheetText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The dues share as CSV (RFC 4180 line ends; a byte order mark, so spreadsheets read UTF-8 names): a header row, then one row per chapter and month. */
export function duesShareCsv(report: DuesShareReport): string {
  const rows = report.rows.map((row) => [
    row.month,
    spreadsheetText(row.chapterName),
    dollars(row.paidCents),
    dollars(row.refundedCents),
    dollars(row.netCents),
    dollars(row.shareCents),
    (row.currency ?? report.currency).toUpperCase(),
  ]);
  return stringify([HEADER, ...rows], { bom: true, record_delimiter: 'windows' });
}
