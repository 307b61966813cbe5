/** An occurrence's start as members read it, in the event's time zone: 'Tue, Dec 1, 7:00 AM EST'. */
export function formatOccurrence(startIso: string, timeZone: string): string {
  const start = new Date(startIso);
  if (Number.isNaN(start.getTime())) return startIso;
  try {
    return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(start);
  } catch {
    return start.toLocaleString('en-US');
  }
}

const OCCURRENCE_DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** An occurrence's day ('YYYY-MM-DD') as formatOccurrence writes it, without the time: 'Tue, Dec 1'. */
export function formatOccurrenceDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? OCCURRENCE_DAY.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : date;
}
