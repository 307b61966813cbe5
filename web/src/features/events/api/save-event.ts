import { ADMIN_ACTIVITY_API, CHAPTER_API, EVENT_API, USER_API, eventFormToPayload, type ChapterEvent, type eventDefaults } from '@gro/config';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

export type EventFormValues = typeof eventDefaults;

/** Every list an event appears in: events (portal and public), chapter pages, dashboard, the activity log. */
export const EVENT_REFRESHES = [EVENT_API.find.path, CHAPTER_API.find.path, USER_API.dashboard.path, ADMIN_ACTIVITY_API.list.path] as const;

/**
 * POST /event, or PUT /event/{id} for an existing one, with the payload of eventFormToPayload (an
 * empty date or day as null, the chapter as a connect reference). A new event of a leader's "My
 * chapter" screen (`chapterId`) is POST /chapter/{id}/event. The server's message is the
 * success toast; failures are left to the form.
 */
export function saveEvent(values: EventFormValues, id?: number, chapterId?: number) {
  const payload = eventFormToPayload(values);
  const options = { silent: true, notifySuccess: true };
  if (id) return api.put<ChapterEvent>(buildUrl(EVENT_API.update.path, { params: { id } }), payload, options);
  if (chapterId) return api.post<ChapterEvent>(buildUrl(EVENT_API.createInChapter.path, { params: { id: chapterId } }), payload, options);
  return api.post<ChapterEvent>(EVENT_API.create.path, payload, options);
}
