const DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/**
 * 'YYYY-MM-DD' as 'Saturday, June 14, 2025', read as a calendar date (not UTC midnight, which a
 * time zone west of UTC would show as the day before); '' for anything else.
 */
export function formatEventDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return '';
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}
