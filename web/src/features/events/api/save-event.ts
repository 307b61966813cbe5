import { eventFormToPayload, type ChapterEvent, type eventDefaults } from '@gro/config';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

export type EventFormValues = typeof eventDefaults;

/** Every list an event appears in: events (portal and public), chapter pages, dashboard, the activity log. */
export const EVENT_REFRESHES = ['/event', '/chapter', '/dashboard', '/activity'] as const;

/**
 * POST /event, or PUT /event/{id} for an existing one, with the payload of eventFormToPayload (an
 * empty date or day as null, the chapter as a connect reference). A new event of a leader's "My
 * chapter" screen (`chapterId`) is POST /chapter/{id}/event. The server's message is the
 * success toast; failures are left to the form.
 */
export function saveEvent(values: EventFormValues, id?: number, chapterId?: number) {
  const payload = eventFormToPayload(values);
  const options = { silent: true, notifySuccess: true };
  if (id) return api.put<ChapterEvent>(buildUrl('/event/:id', { params: { id } }), payload, options);
  if (chapterId) return api.post<ChapterEvent>(buildUrl('/chapter/:id/event', { params: { id: chapterId } }), payload, options);
  return api.post<ChapterEvent>('/event', payload, options);
}
