import { ANNOUNCEMENT_LIMITS } from '@gro/config';

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment as a datetime-local input holds it: 'YYYY-MM-DDTHH:MM' in the reader's own time zone. */
export const toLocalInput = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/**
 * A datetime-local value ('2027-03-01T18:00', the reader's zone) as ISO with that zone's offset at
 * that moment ('2027-03-01T18:00:00-05:00'), as the API takes sendAt; null when it is not one. A
 * time the clocks skip (a spring-forward hour) becomes the moment the browser makes of it.
 */
export function localToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day, hours, minutes);
  if (Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${toLocalInput(date)}:00${zone}`;
}

/** The datetime-local input's bounds: from now to ANNOUNCEMENT_LIMITS.scheduleDays ahead (the server checks them again). */
export function sendAtBounds(now: Date = new Date()): { min: string; max: string } {
  return { min: toLocalInput(now), max: toLocalInput(new Date(now.getTime() + ANNOUNCEMENT_LIMITS.scheduleDays * DAY_MS)) };
}
