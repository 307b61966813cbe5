import { EVENT_API, type PublicEvent } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /event/{id}: one event's page. Quiet: a missing event is the 'Event Not Found' view, not a toast. */
export function useEvent(id: string) {
  return useSWR<PublicEvent>(id ? buildUrl(EVENT_API.findOne.path, { params: { id } }) : null, quietFetcher);
}

/** GET /event/{id}/calendar.ics: the event's calendar file (one-time, or weekly with its rule). */
export const eventCalendarPath = (id: number) => buildUrl(EVENT_API.calendar.path, { params: { id: String(id) } });
