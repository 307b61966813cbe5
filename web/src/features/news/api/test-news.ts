import { ANNOUNCEMENT_API, type ChapterNewsValues } from '@gro/config';
import { api } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** POST /chapter/{id}/news/test: the email to the writer alone; the server's message is the success toast. */
export const testNews = (chapterId: number, values: ChapterNewsValues) =>
  api.post<null>(buildUrl(ANNOUNCEMENT_API.test.path, { params: { id: chapterId } }), values, { silent: true, notifySuccess: true });
