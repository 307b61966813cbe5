import { RSVP_API, type AttendeeList } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { fileDownload } from '@/lib/download';
import { buildUrl } from '@/lib/url';

const query = (date: string | null) => (date ? { date } : {});

/** GET /event/{id}/attendees?date= (admins): everyone's answer for one date; without a date, the next occurrence's. */
export function useAttendees(eventId: number, date: string | null) {
  return useSWR<AttendeeList>(buildUrl(RSVP_API.attendees.path, { params: { id: eventId }, query: query(date) }), quietFetcher, { keepPreviousData: true });
}

/** GET /event/{id}/attendees.csv through the API client, saved as attendees-<id>-<date>.csv. */
export async function downloadAttendeesCsv(eventId: number, date: string): Promise<void> {
  const csv = await api.getFile(buildUrl(RSVP_API.attendeesCsv.path, { params: { id: eventId }, query: { date } }), { headers: { Accept: 'text/csv, application/json' } });
  fileDownload.save(csv, `attendees-${eventId}-${date}.csv`);
}
