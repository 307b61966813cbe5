import { ATTENDANCE_API, type AttendanceMarkInput, type AttendanceMarksResult, type AttendanceSheet } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** The sheet's SWR key: GET /event/{id}/attendance?date=. */
const sheetPath = (eventId: number, date: string) => buildUrl(ATTENDANCE_API.sheet.path, { params: { id: eventId }, query: { date } });

/**
 * One meeting's attendance sheet (its leaders, admins), read again every `refreshMs` so check-ins at
 * the door and other leaders' marks appear while the meeting runs.
 */
export function useAttendanceSheet(meeting: { eventId: number; date: string } | null, refreshMs: number) {
  return useSWR<AttendanceSheet>(meeting ? sheetPath(meeting.eventId, meeting.date) : null, quietFetcher, { refreshInterval: refreshMs, keepPreviousData: true });
}

/** PUT /event/{id}/attendance: marks made on this page (each with its key and time); quiet: the screen says what failed. */
export const sendMarks = (eventId: number, date: string, marks: AttendanceMarkInput[]) =>
  api.put<AttendanceMarksResult>(buildUrl(ATTENDANCE_API.mark.path, { params: { id: eventId } }), { date, marks }, { silent: true });
