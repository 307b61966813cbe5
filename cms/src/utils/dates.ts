/** Today's date (YYYY-MM-DD) in the organisation's time zone, so "upcoming" matches the members' calendar. */
export function todayIn(timeZone = process.env.APP_TIMEZONE || 'America/Detroit', now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
