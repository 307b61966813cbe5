import { ATTENDANCE_API, type CheckInCode } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** How often the door's code is read again at most and at least (it changes every minute; the answer says when). */
const REFRESH_MIN_MS = 2_000;
const REFRESH_MAX_MS = 60_000;

/** GET /event/{id}/check-in-code?date= while `show`: read again just after the code changes. */
export function useCheckInCode(eventId: number, date: string, show: boolean) {
  return useSWR<CheckInCode>(show ? buildUrl(ATTENDANCE_API.checkInCode.path, { params: { id: eventId }, query: { date } }) : null, quietFetcher, {
    refreshInterval: (code) => (code ? Math.min(REFRESH_MAX_MS, Math.max(REFRESH_MIN_MS, Date.parse(code.refreshAt) - Date.now() + 500)) : 0),
    revalidateOnFocus: true,
  });
}
