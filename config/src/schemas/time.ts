/** Times of day as the forms hold them: 'HH:MM' values (24 h) with 'h:mm AM/PM' labels (spec §9). */
import { TIME_STEP_MINUTES } from '../constants';

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const API_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d):[0-5]\d(?:\.\d+)?$/;

interface TimeOption {
  value: string;
  label: string;
}

export function isTimeValue(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/** 'HH:MM:SS' or 'HH:MM:SS.sss' (as the API stores times) becomes 'HH:MM'; anything else is returned as is. */
export function toTimeValue(value: string): string {
  const match = API_TIME_PATTERN.exec(value);
  return match ? `${match[1]}:${match[2]}` : value;
}

/** Minutes since midnight of 'HH:MM' (or 'HH:MM:SS'), NaN when not a time. */
export function timeToMinutes(value: string): number {
  const match = TIME_PATTERN.exec(toTimeValue(value));
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

export function isOnTimeStep(value: string): boolean {
  return timeToMinutes(value) % TIME_STEP_MINUTES === 0;
}

/** '13:15' -> '1:15 PM', '00:00' -> '12:00 AM'; '' when not a time. */
export function formatTimeLabel(value: string | null | undefined): string {
  if (!value) return '';
  const minutes = timeToMinutes(value);
  if (Number.isNaN(minutes)) return '';
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

/** The 96 choices of a time select: every 15 minutes from '00:00' to '23:45'. */
export function timeOptions(): TimeOption[] {
  const options: TimeOption[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += TIME_STEP_MINUTES) {
    const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    options.push({ value, label: formatTimeLabel(value) });
  }
  return options;
}
