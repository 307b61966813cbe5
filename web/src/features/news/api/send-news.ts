import { ANNOUNCEMENT_API, type ChapterNewsValues, type NewsItem } from '@gro/config';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/**
 * POST /chapter/{id}/news: sends now (no sendAt) or schedules. The server's message ('Sending to N
 * members.', 'News scheduled') is the success toast; field errors and refusals (429: the week's
 * limit) are the form's to show.
 */
export const sendNews = (chapterId: number, values: ChapterNewsValues) =>
  api.post<NewsItem>(buildUrl(ANNOUNCEMENT_API.send.path, { params: { id: chapterId } }), values, { silent: true, notifySuccess: true });
