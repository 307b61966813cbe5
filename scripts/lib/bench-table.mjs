/**
 * The pure parts of `npm run bench` (scripts/bench.mjs, cms/scripts/bench-cms.mjs): the
 * benchmark's targets, the ratios and pass/miss marks beside each figure, and the plain-text
 * table. No I/O, so web/scripts/bench-table.test.mjs can check them.
 */

/** The benchmark's targets (ratios to references measured in the same run; never asserted in tests). */
export const TARGETS = {
  publicVsStock: { op: '>=', value: 10, label: 'stock find' },
  publicVsBare: { op: '>=', value: 0.15, label: 'bare' },
  publicP99VsBare: { op: '<=', value: 5, label: 'bare p99' },
  directoryVsStock: { op: '>=', value: 5, label: 'stock users' },
  directoryP99VsStockP50: { op: '<=', value: 1, label: 'stock users p50' },
  sqlPerRequest: { op: '<=', value: 3, label: 'SQL' },
  /** The portal's one search: its p99 at 10 connections, in milliseconds (an absolute target). */
  searchP99Ms: { op: '<=', value: 100, label: 'ms p99' },
  rssGrowth: { op: '<=', value: 1.25, label: 'RSS after ÷ idle' },
};

/** a ÷ b, or null when either is missing or b is 0. */
export function ratio(a, b) {
  if (a == null || b == null || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return null;
  return a / b;
}

/** ✓ when the value meets the target, ✗ when it misses, ? when there is no value. */
export function mark(value, target) {
  if (value == null || !Number.isFinite(value)) return '?';
  return (target.op === '>=' ? value >= target.value : value <= target.value) ? '✓' : '✗';
}

/** A ratio with enough digits to read: 0.123, 1.23, 12.3, 123. */
export function formatRatio(value) {
  if (value == null || !Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  return abs >= 100 ? value.toFixed(0) : abs >= 10 ? value.toFixed(1) : abs >= 1 ? value.toFixed(2) : value.toFixed(3);
}

/** "×12.3 stock find ✓ (≥10)": a ratio, what it is to, its mark and its target. */
function ratioNote(value, target) {
  return `×${formatRatio(value)} ${target.label} ${mark(value, target)} (${target.op === '>=' ? '≥' : '≤'}${target.value})`;
}

/** Status codes seen, most frequent first: "200×5120, 429×3"; and how many were not 2xx. */
export function statusSummary(counts) {
  const entries = Object.entries(counts ?? {}).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  return {
    text: entries.length ? entries.map(([code, n]) => `${code}×${n}`).join(', ') : 'none',
    non2xx: entries.filter(([code]) => !/^2\d\d$/.test(code)).reduce((sum, [, n]) => sum + n, 0),
  };
}

/**
 * The ratios printed beside one measurement, from the references of the same run at the same
 * number of connections: `kind` 'public' (vs the stock chapters find and the bare server of the
 * same bytes; p99 vs bare's at 50 connections), 'directory' (vs the stock users find; p99 at 10
 * connections vs its p50), 'search' (its p99 at 10 connections against the absolute target), others
 * none. SQL statements are checked for the directory.
 */
export function ratioNotes(row, refs) {
  const notes = [];
  if (row.kind === 'public') {
    // A reference may name itself (the stock find of the same events, paged as stock Strapi must).
    const stockTarget = refs.stock?.label ? { ...TARGETS.publicVsStock, label: refs.stock.label } : TARGETS.publicVsStock;
    notes.push(ratioNote(ratio(row.rps, refs.stock?.rps), stockTarget));
    notes.push(ratioNote(ratio(row.rps, refs.bare?.rps), TARGETS.publicVsBare));
    if (row.connections === 50) notes.push(`p99 ${ratioNote(ratio(row.p99, refs.bare?.p99), TARGETS.publicP99VsBare)}`);
  } else if (row.kind === 'directory') {
    notes.push(ratioNote(ratio(row.rps, refs.stock?.rps), TARGETS.directoryVsStock));
    if (row.connections === 10) notes.push(`p99 ${ratioNote(ratio(row.p99, refs.stock?.p50), TARGETS.directoryP99VsStockP50)}`);
    notes.push(`${row.sql ?? '?'} SQL ${mark(row.sql, TARGETS.sqlPerRequest)} (≤3)`);
  } else if (row.kind === 'search' && row.connections === 10) {
    notes.push(`p99 ${row.p99} ${TARGETS.searchP99Ms.label} ${mark(row.p99, TARGETS.searchP99Ms)} (≤${TARGETS.searchP99Ms.value})`);
  }
  return notes.join(' · ');
}

/** Rows of objects as an aligned plain-text table (numbers right-aligned), one line per row. */
export function formatTable(columns, rows) {
  const cells = rows.map((row) => columns.map((c) => (row[c] == null ? '' : String(row[c]))));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i].length)));
  const numeric = columns.map((_, i) => cells.length > 0 && cells.every((r) => r[i] === '' || /^-?[\d.,]+$/.test(r[i])));
  const line = (values) => values.map((v, i) => (numeric[i] ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(columns), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}
