/**
 * A time zone where it is day now (06:00 to 22:00), so a meeting starting soon fits in its day whatever
 * the hour CI runs at (a meeting ends on its own day): Detroit, London or Tokyo, 8 and 9 hours apart.
 */
export function daytimeZone(): string {
  const hourIn = (zone: string) => Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
  return ['America/Detroit', 'Europe/London', 'Asia/Tokyo'].find((zone) => hourIn(zone) >= 6 && hourIn(zone) < 22)!;
}

/**
 * A weekly meeting on today's weekday in `zone` that is about to start: the first quarter hour (the
 * event form's steps) five minutes or more from now, 90 minutes long. Check-in is open (it opens 30
 * minutes before), and today's is still the chapter's next meeting, which guests register for.
 */
export function meetingSoon(zone: string): { date: string; dayOfWeek: string; timeStart: string; timeEnd: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, weekday: 'long', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  const minutes = Math.ceil((Number(parts.hour) * 60 + Number(parts.minute) + 5) / 15) * 15;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, dayOfWeek: parts.weekday!, timeStart: hhmm(minutes), timeEnd: hhmm(minutes + 90) };
}
