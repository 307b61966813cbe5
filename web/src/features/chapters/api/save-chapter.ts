import { ADMIN_ACTIVITY_API, CHAPTER_API, EVENT_API, USER_API, chapterSchema, type Chapter, type chapterDefaults } from '@gro/config';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

export type ChapterFormValues = typeof chapterDefaults;

/** Every list a chapter appears in: chapters (public and portal), events, dashboard, users, the activity log. */
export const CHAPTER_REFRESHES = [CHAPTER_API.find.path, EVENT_API.find.path, USER_API.dashboard.path, USER_API.list.path, ADMIN_ACTIVITY_API.list.path] as const;

/**
 * POST /chapter, or PUT /chapter/{uuid} for an existing one, with the form's fields as the schema
 * reads them ('' becomes null). The server's message is the success toast; failures are left to the form.
 */
export function saveChapter(values: ChapterFormValues, uuid?: string) {
  const payload = chapterSchema.cast(values, { stripUnknown: true });
  const options = { silent: true, notifySuccess: true };
  return uuid
    ? api.put<Chapter>(buildUrl(CHAPTER_API.update.path, { params: { uuid } }), payload, options)
    : api.post<Chapter>(CHAPTER_API.create.path, payload, options);
}
