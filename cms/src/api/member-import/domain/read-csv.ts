import { parse } from 'csv-parse/sync';
import { IMPORT_LIMITS, MEMBER_IMPORT_MESSAGES as M } from '@gro/config';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../../platform/http/http-errors';

/** A row of the file: its cells (trimmed, one per column) and its line in the file, as a spreadsheet numbers rows (the header is 1). */
export interface CsvRow {
  line: number;
  cells: string[];
}

/** A CSV file as the import reads it: the header's column names and the rows under it. */
interface CsvTable {
  columns: string[];
  rows: CsvRow[];
}

/** The longest cell read; any field of GRO is far shorter, so a longer one is a broken file (an unclosed quote swallowing the rest). */
const MAX_CELL = 10_000;

/** The file's bytes as text: UTF-8 only (a byte order mark is dropped); NUL bytes or invalid UTF-8 mean it is no CSV text (415). */
export function csvText(bytes: Buffer): string {
  if (bytes.length === 0) throw badRequest(M.fileEmpty);
  if (bytes.length > IMPORT_LIMITS.maxBytes) throw payloadTooLarge(M.notText);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unsupportedMediaType(M.notText);
  }
  if (text.includes('\u0000')) throw unsupportedMediaType(M.notText);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Comma, semicolon (spreadsheets in many locales) or tab: whichever the header line has most of, outside quotes. */
function delimiterOf(text: string): string {
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0]!.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => ({ d, n: firstLine.split(d).length - 1 }));
  return counts.reduce((best, c) => (c.n > best.n ? c : best)).d;
}

/**
 * The header and rows of a CSV text: quoted fields, doubled quotes and line breaks inside quotes as
 * RFC 4180 has them; blank lines skipped; a row shorter than the header reads its missing cells as
 * empty. 400 naming the row for a broken file, more columns or rows than the import takes.
 */
export function readCsv(text: string): CsvTable {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_CELL,
    }) as unknown as typeof records;
  } catch (err) {
    const e = err as { lines?: number; message?: string; code?: string };
    const reason = e.code === 'CSV_MAX_RECORD_SIZE' ? 'a cell is too long (an unclosed quote?)' : e.code === 'CSV_QUOTE_NOT_CLOSED' ? 'a quote is not closed' : 'the line is not valid CSV';
    throw badRequest(M.unreadable(e.lines ?? 1, reason));
  }
  const [header, ...rows] = records.map(({ record, info }) => ({ line: info.lines, cells: record.map((cell) => cell.trim()) }));
  if (!header || header.cells.every((c) => c === '')) throw badRequest(M.noHeader);
  if (header.cells.length > IMPORT_LIMITS.maxColumns) throw badRequest(M.tooManyColumns);
  // Rows that are only separators (a spreadsheet's trailing ",,,") are blank lines too.
  const filled = rows.filter((r) => r.cells.some((c) => c !== ''));
  if (filled.length === 0) throw badRequest(M.noRows);
  if (filled.length > IMPORT_LIMITS.maxRows) throw badRequest(M.tooManyRows);
  const columns = header.cells.map((name, i) => name || `Column ${i + 1}`);
  return { columns, rows: filled.map((r) => ({ line: r.line, cells: columns.map((_, i) => r.cells[i] ?? '') })) };
}
