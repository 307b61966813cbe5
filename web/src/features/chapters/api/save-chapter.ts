import { chapterSchema, type Chapter, type chapterDefaults } from '@gro/config';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

export type ChapterFormValues = typeof chapterDefaults;

/** Every list a chapter appears in: chapters (public and portal), events, dashboard, users, the activity log. */
export const CHAPTER_REFRESHES = ['/chapter', '/event', '/dashboard', '/user', '/activity'] as const;

/**
 * POST /chapter, or PUT /chapter/{uuid} for an existing one, with the form's fields as the schema
 * reads them ('' becomes null). The server's message is the success toast; failures are left to the form.
 */
export function saveChapter(values: ChapterFormValues, uuid?: string) {
  const payload = chapterSchema.cast(values, { stripUnknown: true });
  const options = { silent: true, notifySuccess: true };
  return uuid
    ? api.put<Chapter>(buildUrl('/chapter/:uuid', { params: { uuid } }), payload, options)
    : api.post<Chapter>('/chapter', payload, options);
}
