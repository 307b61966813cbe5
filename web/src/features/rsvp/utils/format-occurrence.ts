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
