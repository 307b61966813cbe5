/**
 * The pure parts of `npm run bench` (scripts/lib/bench-table.mjs): ratios, pass/miss marks
 * against the benchmark's targets, status-code summaries and the plain-text table. No timing here:
 * the bench prints figures, it never asserts them.
 */
import { describe, expect, it } from 'vitest';
import { TARGETS, formatRatio, formatTable, mark, ratio, ratioNotes, statusSummary } from '../../scripts/lib/bench-table.mjs';

describe('bench table', () => {
  it('divides only real, non-zero figures', () => {
    expect(ratio(50, 5)).toBe(10);
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(null, 3)).toBeNull();
    expect(ratio(3, undefined)).toBeNull();
    expect(ratio(Number.NaN, 3)).toBeNull();
  });

  it('marks a figure against its target, on both sides of the bound, and ? without a figure', () => {
    expect(mark(10, TARGETS.publicVsStock)).toBe('✓');
    expect(mark(9.99, TARGETS.publicVsStock)).toBe('✗');
    expect(mark(1.25, TARGETS.rssGrowth)).toBe('✓');
    expect(mark(1.26, TARGETS.rssGrowth)).toBe('✗');
    expect(mark(4, TARGETS.sqlPerRequest)).toBe('✗');
    expect(mark(null, TARGETS.sqlPerRequest)).toBe('?');
  });

  it('prints ratios with readable digits', () => {
    expect(formatRatio(0.12345)).toBe('0.123');
    expect(formatRatio(1.234)).toBe('1.23');
    expect(formatRatio(12.34)).toBe('12.3');
    expect(formatRatio(123.4)).toBe('123');
    expect(formatRatio(null)).toBe('–');
  });

  it('counts every status code that is not 2xx, errors included', () => {
    expect(statusSummary({ 200: 900, 429: 30, 304: 2, 201: 1 })).toEqual({ text: '200×900, 429×30, 304×2, 201×1', non2xx: 32 });
    expect(statusSummary({ 200: 5, errors: 2 })).toEqual({ text: '200×5, errors×2', non2xx: 2 });
    expect(statusSummary({})).toEqual({ text: 'none', non2xx: 0 });
  });

  it('puts the public reads beside the stock find and the bare server, p99 only at 50 connections', () => {
    const refs = { stock: { rps: 100, p50: 50 }, bare: { rps: 20_000, p99: 4 } };
    expect(ratioNotes({ kind: 'public', connections: 10, rps: 2000, p99: 30 }, refs)).toBe('×20.0 stock find ✓ (≥10) · ×0.100 bare ✗ (≥0.15)');
    expect(ratioNotes({ kind: 'public', connections: 50, rps: 5000, p99: 30 }, refs)).toBe('×50.0 stock find ✓ (≥10) · ×0.250 bare ✓ (≥0.15) · p99 ×7.50 bare p99 ✗ (≤5)');
  });

  it('puts the directory beside the stock users find, with its p99 at 10 connections and its SQL statements', () => {
    const refs = { stock: { rps: 100, p50: 40 } };
    expect(ratioNotes({ kind: 'directory', connections: 10, rps: 600, p99: 20, sql: 3 }, refs)).toBe('×6.00 stock users ✓ (≥5) · p99 ×0.500 stock users p50 ✓ (≤1) · 3 SQL ✓ (≤3)');
    expect(ratioNotes({ kind: 'directory', connections: 50, rps: 400, p99: 90, sql: 8 }, refs)).toBe('×4.00 stock users ✗ (≥5) · 8 SQL ✗ (≤3)');
    expect(ratioNotes({ kind: 'sign-in', connections: 10, rps: 20 }, refs)).toBe('');
    expect(ratioNotes({ kind: 'public', connections: 10, rps: 1000 }, { stock: { rps: 5, label: 'stock find of the same 2000 events' }, bare: { rps: 1000 } })).toBe(
      '×200 stock find of the same 2000 events ✓ (≥10) · ×1.00 bare ✓ (≥0.15)',
    );
    expect(ratioNotes({ kind: 'public', connections: 10, rps: 20 }, {})).toBe('×– stock find ? (≥10) · ×– bare ? (≥0.15)');
  });

  it("marks the portal search's p99 at 10 connections against its 100 ms, and nothing at 50", () => {
    expect(ratioNotes({ kind: 'search', connections: 10, rps: 300, p99: 64 }, {})).toBe('p99 64 ms p99 ✓ (≤100)');
    expect(ratioNotes({ kind: 'search', connections: 10, rps: 90, p99: 140 }, {})).toBe('p99 140 ms p99 ✗ (≤100)');
    expect(ratioNotes({ kind: 'search', connections: 50, rps: 300, p99: 400 }, {})).toBe('');
  });

  it('aligns columns, numbers to the right, text to the left', () => {
    const table = formatTable(['route', 'req/s'], [{ route: 'GET /api/faq', 'req/s': '15000' }, { route: 'GET /a', 'req/s': '9' }]);
    expect(table.split('\n')).toEqual(['route         req/s', '────────────  ─────', 'GET /api/faq  15000', 'GET /a            9']);
  });
});
