import { Readable } from 'node:stream';
import type { Context } from 'koa';
import { stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';
import { EXPORT_LIMITS, EXPORT_MESSAGES } from '@gro/config';
import { tooManyRequests } from './http-errors';

/**
 * CSV files for spreadsheets (the dues share, an event's attendees and every admin table's export):
 * csv-stringify, RFC 4180 line ends, a byte order mark so Excel reads UTF-8, and text a
 * spreadsheet would run as a formula kept as text.
 */

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

/** A cell written as given, never escaped: a figure such as dollars(-1234), which a spreadsheet reads as a number. */
export class Figure {
  constructor(readonly text: string) {}
}

/** A cell: text (escaped by spreadsheetText), a number, a figure, or empty (null, undefined). */
export type Cell = string | number | Figure | null | undefined;

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Figure) return cell.text;
  if (typeof cell === 'number') return String(cell);
  return spreadsheetText(cell);
}

const OPTIONS = { bom: true, record_delimiter: 'windows' } as const;

/** A whole (small) file at once: the header, then each row's cells. */
export function csvText(header: readonly string[], rows: Cell[][]): string {
  return stringifySync([[...header], ...rows.map((row) => row.map(cellText))], OPTIONS);
}

/** How an admin table is exported: the file's name and header, and its rows in the table's order, a batch at a time. */
interface CsvExport {
  /** The download's name, e.g. 'users-2026-11-27.csv' (letters, digits, '-', '.' only). */
  filename: string;
  header: readonly string[];
  /** The rows in order, in batches (each batch read from the database when the previous one was sent). */
  batches: () => AsyncIterable<Cell[][]>;
}

/** Exports running per admin in this process (a third is refused until one ends). */
const running = new Map<number, number>();

/**
 * Answers an admin table's export as a streamed CSV download: the headers and byte
 * order mark first, then each batch as it is read, so a table of 100,000 rows is never held in
 * memory, and the answer is the file itself (the JSON envelope leaves a 2xx's body alone). An admin
 * runs at most EXPORT_LIMITS.perAdmin exports at once; another is a 429 with a message. The count
 * is given back when the answer ends, sent, failed or abandoned by the browser. Call it once the
 * query is validated: anything thrown before it is the usual JSON error.
 */
export function sendCsv(ctx: Context, adminId: number, file: CsvExport): void {
  const count = running.get(adminId) ?? 0;
  if (count >= EXPORT_LIMITS.perAdmin) throw tooManyRequests(EXPORT_MESSAGES.tooMany(EXPORT_LIMITS.perAdmin));
  running.set(adminId, count + 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const left = (running.get(adminId) ?? 1) - 1;
    if (left > 0) running.set(adminId, left);
    else running.delete(adminId);
  };
  ctx.res.once('close', release);

  async function* records() {
    yield [...file.header];
    for await (const batch of file.batches()) {
      for (const row of batch) yield row.map(cellText);
    }
  }
  const csv = stringify(OPTIONS);
  const source = Readable.from(records());
  source.once('error', (err) => csv.destroy(err));
  csv.once('close', () => source.destroy());
  source.pipe(csv);

  ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = csv;
}

/** An admin table read for its export: its ids in the table's order, its rows by id, and each row's cells. */
interface TableExport<R> {
  /** The file's name before its date: 'users' → users-2026-11-27.csv. */
  name: string;
  header: readonly string[];
  ids: Int32Array;
  rows: (ids: number[]) => Promise<R[]>;
  idOf: (row: R) => number;
  cells: (row: R) => Cell[];
}

/** sendCsv of a table read as ids in its order, then its rows EXPORT_LIMITS.batchSize at a time. */
export function sendTableCsv<R>(ctx: Context, adminId: number, table: TableExport<R>): void {
  sendCsv(ctx, adminId, {
    filename: exportFilename(table.name),
    header: table.header,
    batches: () => mapBatches(inIdOrder(table.ids, EXPORT_LIMITS.batchSize, table.rows, table.idOf), table.cells),
  });
}

/** '<table>-YYYY-MM-DD.csv' (today in UTC), the name of an admin table's export. */
const exportFilename = (table: string, now = new Date()): string => `${table}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * Batches of `size` rows in the order of `ids` (the table's order, read once as ids only: a few
 * bytes a row): each batch's rows are read by id with `read` when the previous batch was sent.
 */
async function* inIdOrder<R>(ids: ArrayLike<number>, size: number, read: (ids: number[]) => Promise<R[]>, idOf: (row: R) => number): AsyncGenerator<R[]> {
  for (let start = 0; start < ids.length; start += size) {
    const some = Array.from({ length: Math.min(size, ids.length - start) }, (_, i) => ids[start + i]!);
    const byId = new Map<number, R>();
    for (const row of await read(some)) if (!byId.has(idOf(row))) byId.set(idOf(row), row);
    const batch: R[] = [];
    for (const id of some) {
      const row = byId.get(id);
      if (row) batch.push(row);
    }
    yield batch;
  }
}

/** Each batch of rows as its cells. */
async function* mapBatches<R>(batches: AsyncIterable<R[]>, cells: (row: R) => Cell[]): AsyncGenerator<Cell[][]> {
  for await (const batch of batches) yield batch.map(cells);
}

/** The ids of an ordered query's rows, each once (a row joined to two companies comes twice), as 4 bytes each. */
export function distinctIds(rows: { id: number | string }[]): Int32Array {
  const seen = new Set<number>();
  const ids = new Int32Array(rows.length);
  let n = 0;
  for (const row of rows) {
    const id = Number(row.id);
    if (seen.has(id)) continue;
    seen.add(id);
    ids[n] = id;
    n += 1;
  }
  return ids.subarray(0, n);
}
