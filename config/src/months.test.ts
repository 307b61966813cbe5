import { describe, expect, it } from 'vitest';
import { addMonths, defaultMonthRange, isMonth, monthOf, monthRangeEnding, monthRangeProblem, monthsBetween, monthsCovered } from './months';

describe('months', () => {
  it("writes a month 'YYYY-MM' from 1970-01 to 9999-12", () => {
    for (const good of ['1970-01', '1999-12', '2026-05', '9999-12']) expect(isMonth(good), good).toBe(true);
    for (const bad of ['1969-12', '0000-01', '2026-13', '2026-00', '2026-5', '26-05', '2026-05-01', ' 2026-05', '']) expect(isMonth(bad), bad).toBe(false);
  });

  it('counts and steps months across years', () => {
    expect(addMonths('2026-05', -11)).toBe('2025-06');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(monthsCovered('2025-06', '2026-05')).toBe(12);
    expect(monthsCovered('2026-05', '2026-04')).toBe(0);
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-02', '2026-01')).toEqual([]);
  });

  it('takes the month of a moment in UTC, whatever the offset it is written with', () => {
    expect(monthOf(new Date('2026-01-31T23:30:00.000Z'))).toBe('2026-01');
    expect(monthOf(new Date('2026-02-01T01:30:00+02:00'))).toBe('2026-01');
    expect(monthOf(new Date('2026-01-31T20:30:00-05:00'))).toBe('2026-02');
  });

  it('defaults to the last months, this one included (UTC), never before 1970-01', () => {
    expect(defaultMonthRange(12, new Date('2026-01-31T23:30:00.000Z'))).toEqual({ from: '2025-02', to: '2026-01' });
    expect(defaultMonthRange(1, new Date('2026-03-01T00:00:00.000Z'))).toEqual({ from: '2026-03', to: '2026-03' });
    expect(monthRangeEnding('2031-01', 12)).toEqual({ from: '2030-02', to: '2031-01' });
    expect(monthRangeEnding('1970-06', 12)).toEqual({ from: '1970-01', to: '1970-06' });
  });

  it('refuses a bad month, then a range running backwards or longer than the maximum', () => {
    expect(monthRangeProblem({ from: '2026-05', to: '2026-05' }, 36)).toBeNull();
    expect(monthRangeProblem({ from: '2023-06', to: '2026-05' }, 36)).toBeNull();
    expect(monthRangeProblem({ from: '2023-05', to: '2026-05' }, 36)).toBe('badRange');
    expect(monthRangeProblem({ from: '2026-05', to: '2026-04' }, 36)).toBe('badRange');
    expect(monthRangeProblem({ from: '2026-13', to: '2026-12' }, 36)).toBe('badMonth');
    expect(monthRangeProblem({ from: '', to: '2026-05' }, 36)).toBe('badMonth');
    expect(monthRangeProblem({ from: '1969-12', to: '1970-01' }, 36)).toBe('badMonth');
    expect(monthRangeProblem({ from: '2026-01', to: '2026-12' }, 12)).toBeNull();
    expect(monthRangeProblem({ from: '2025-12', to: '2026-12' }, 12)).toBe('badRange');
  });
});
