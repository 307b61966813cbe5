import { describe, expect, it } from 'vitest';
import { formatShortEventDay } from './short-event-day';

describe('formatShortEventDay', () => {
  it("writes the weekday short for a table's column, the year still when not this year", () => {
    expect(formatShortEventDay({ date: '2026-11-24', dayOfWeek: null }, '2026-01-10')).toBe('Tue, Nov 24');
    expect(formatShortEventDay({ date: '2027-02-05', dayOfWeek: null }, '2026-01-10')).toBe('Fri, Feb 5, 2027');
    expect(formatShortEventDay({ date: null, dayOfWeek: 'Tuesday' }, '2026-01-10')).toBe('Every Tuesday');
    expect(formatShortEventDay({ date: null, dayOfWeek: null }, '2026-01-10')).toBe('');
  });
});
