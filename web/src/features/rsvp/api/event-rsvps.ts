import { RSVP_API, type EventRsvps, type RsvpRequest } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

const rsvpsKey = (eventId: number) => buildUrl(RSVP_API.overview.path, { params: { id: eventId } });

/** GET /event/{id}/rsvp: the next occurrences with the member's answer, the seats and who is going. */
export function useEventRsvps(eventId: number) {
  return useSWR<EventRsvps>(rsvpsKey(eventId), quietFetcher);
}

/** PUT /event/{id}/rsvp: the server's message is the toast (a danger toast on failure); answers the new overview. */
export async function answerRsvp(eventId: number, body: RsvpRequest): Promise<EventRsvps> {
  return (await api.put<EventRsvps>(rsvpsKey(eventId), body, { notifySuccess: true })).data;
}
