import { ATTENDANCE_API, type AheadMarkRequest, type AheadMarkResult, type MyNextMeeting } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /attendance/next: the member's chapter's next meeting and their mark on it. */
export function useMyNextMeeting() {
  return useSWR<MyNextMeeting>(ATTENDANCE_API.next.path, quietFetcher);
}

/** PUT /event/{id}/attendance/mine: what the member will do at the occurrence; the server's message is shown as a toast. */
export const sayAhead = (eventId: number, input: AheadMarkRequest) =>
  api.put<AheadMarkResult>(buildUrl(ATTENDANCE_API.markMine.path, { params: { id: eventId } }), input, { notifySuccess: true });
