import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime, formatDayTime, formatEventDay, formatMonth, formatTimeAgo, formatTimeRange, isPastEvent, localToday } from './format';
import { formatAddress, mapsSearchUrl } from './maps';

describe('formatCalendarDate', () => {
  const TODAY = '2026-11-23';

  it("shows 'YYYY-MM-DD' of the current year as long weekday, short month and day, on that very day", () => {
    expect(formatCalendarDate('2026-11-24', TODAY)).toBe('Tuesday, Nov 24');
    expect(formatCalendarDate('2026-01-01', TODAY)).toBe('Thursday, Jan 1');
  });

  it('adds the year for a day of another year, past or coming', () => {
    expect(formatCalendarDate('2027-02-05', TODAY)).toBe('Friday, Feb 5, 2027');
    expect(formatCalendarDate('2025-11-24', TODAY)).toBe('Monday, Nov 24, 2025');
  });

  it.each(['America/Los_Angeles', 'UTC', 'Pacific/Auckland'])('does not shift the day in %s', (zone) => {
    const saved = process.env.TZ;
    process.env.TZ = zone;
    try {
      expect(formatCalendarDate('2026-11-24', TODAY)).toBe('Tuesday, Nov 24');
    } finally {
      process.env.TZ = saved;
    }
  });

  it("decides the current year by the reader's own day: New Year's Eve in Los Angeles is already New Year in Auckland", () => {
    const instant = new Date('2027-01-01T07:30:00.000Z');
    const saved = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      expect(localToday(instant)).toBe('2026-12-31');
      expect(formatCalendarDate('2026-12-31', localToday(instant))).toBe('Thursday, Dec 31');
      expect(formatCalendarDate('2027-01-02', localToday(instant))).toBe('Saturday, Jan 2, 2027');
      process.env.TZ = 'Pacific/Auckland';
      expect(localToday(instant)).toBe('2027-01-01');
      expect(formatCalendarDate('2026-12-31', localToday(instant))).toBe('Thursday, Dec 31, 2026');
      expect(formatCalendarDate('2027-01-02', localToday(instant))).toBe('Saturday, Jan 2');
    } finally {
      process.env.TZ = saved;
    }
  });

  it("uses the reader's today when none is given", () => {
    const year = localToday().slice(0, 4);
    expect(formatCalendarDate(`${year}-06-15`)).not.toContain(year);
    expect(formatCalendarDate(`${Number(year) + 1}-06-15`)).toContain(String(Number(year) + 1));
  });

  it('gives nothing for a missing or malformed date', () => {
    expect(formatCalendarDate(null, TODAY)).toBe('');
    expect(formatCalendarDate('24/11/2026', TODAY)).toBe('');
  });
});

describe('isPastEvent', () => {
  it('is true only for a dated event before today; today and weekly events are not past', () => {
    expect(isPastEvent({ date: '2026-11-22', dayOfWeek: null }, '2026-11-23')).toBe(true);
    expect(isPastEvent({ date: '2025-12-31', dayOfWeek: null }, '2026-11-23')).toBe(true);
    expect(isPastEvent({ date: '2026-11-23', dayOfWeek: null }, '2026-11-23')).toBe(false);
    expect(isPastEvent({ date: '2027-01-05', dayOfWeek: null }, '2026-11-23')).toBe(false);
    expect(isPastEvent({ date: null, dayOfWeek: 'Tuesday' }, '2026-11-23')).toBe(false);
    expect(isPastEvent({ date: 'soon', dayOfWeek: null }, '2026-11-23')).toBe(false);
  });
});

describe('formatTimeAgo', () => {
  it('says how long ago, then the date from a week back', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    const ago = (ms: number) => formatTimeAgo(new Date(now - ms).toISOString(), 'just now', now);
    expect(ago(20_000)).toBe('just now');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(3 * 3_600_000)).toBe('3 hours ago');
    expect(ago(30 * 3_600_000)).toBe('yesterday');
    expect(ago(4 * 86_400_000)).toBe('4 days ago');
    expect(ago(9 * 86_400_000)).toMatch(/^Mar [01]?\d, 2026$/);
    expect(formatTimeAgo('soon', 'just now', now)).toBe('');
  });
});

describe('formatDayTime', () => {
  it("writes an instant's day as formatCalendarDate does, with the time in the event's own zone", () => {
    // 00:30 UTC on Dec 2 is still Tuesday evening, Dec 1, in New York.
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatDayTime('2026-12-02T00:30:00Z', 'America/New_York', '2026-11-29'))).toBe('Tuesday, Dec 1, 7:30 PM EST');
    expect(plain(formatDayTime('2027-02-05T12:00:00Z', 'America/Los_Angeles', '2026-11-29'))).toBe('Friday, Feb 5, 2027, 4:00 AM PST');
    expect(formatDayTime('2027-02-05T12:00:00Z', 'Not/AZone', '2026-11-29')).toMatch(/^(Thursday|Friday|Saturday), Feb [456], 2027, \d{1,2}:\d{2}\s(AM|PM) \S+$/);
    expect(formatDayTime('soon', 'America/New_York')).toBe('soon');
  });
});

describe('formatEventDay', () => {
  it("gives a dated event's day and a weekly event's weekday", () => {
    expect(formatEventDay({ date: '2026-11-24', dayOfWeek: null }, '2026-01-10')).toBe('Tuesday, Nov 24');
    expect(formatEventDay({ date: '2026-11-24', dayOfWeek: null }, '2027-01-10')).toBe('Tuesday, Nov 24, 2026');
    expect(formatEventDay({ date: null, dayOfWeek: 'Tuesday' })).toBe('Every Tuesday');
    expect(formatEventDay({ date: null, dayOfWeek: null })).toBe('');
  });
});

describe('formatTimeRange', () => {
  it('keeps each time on one line', () => {
    expect(formatTimeRange('12:00', '13:00')).toBe('12:00\u00a0PM – 1:00\u00a0PM');
  });

  it('shows 12-hour times', () => {
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(formatTimeRange('07:30', '09:00'))).toBe('7:30 AM – 9:00 AM');
    expect(plain(formatTimeRange('12:00:00.000', '13:00:00.000'))).toBe('12:00 PM – 1:00 PM');
    expect(plain(formatTimeRange('18:00', null))).toBe('6:00 PM');
    expect(formatTimeRange(null, '09:00')).toBe('');
  });
});

describe('addresses', () => {
  it('joins the parts that exist and builds the maps search', () => {
    const full = formatAddress({ address: '440 Burroughs St', city: 'Detroit', state: 'MI', postalCode: '48202', country: 'United States' });
    expect(full).toBe('440 Burroughs St, Detroit, MI 48202, United States');
    expect(formatAddress({ city: 'Detroit', state: null })).toBe('Detroit');
    expect(mapsSearchUrl('A & B')).toBe('https://www.google.com/maps/search/?api=1&query=A%20%26%20B');
  });
});

describe('formatDateTime', () => {
  it("shows an instant in the reader's time zone, named after the time", () => {
    // The day can move with the reader's zone; the form does not.
    expect(formatDateTime('2026-03-01T15:00:00Z')).toMatch(/^(Feb 28|Mar 1|Mar 2), 2026, \d{1,2}:\d{2}\s(AM|PM) \S+$/);
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('formatDate and formatMonth', () => {
  it('show an instant as its day, a calendar day as itself and a YYYY-MM as month and year', () => {
    expect(formatDate('2026-03-01T12:00:00.000Z')).toBe('Mar 1, 2026');
    expect(formatDate('2026-03-01')).toBe('Mar 1, 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('');
    expect(formatMonth('2026-05')).toBe('May 2026');
    expect(formatMonth('2026-5')).toBe('2026-5');
  });
});
