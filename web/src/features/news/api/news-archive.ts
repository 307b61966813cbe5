import { ANNOUNCEMENT_API, type NewsPage } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** '/chapter/1/news': every page of the chapter's archive is cached under it (refreshed after a send or a cancel). */
export const newsArchivePath = (chapterId: number | string) => buildUrl(ANNOUNCEMENT_API.archive.path, { params: { id: chapterId } });

/**
 * GET /chapter/{id}/news?page: one page of the chapter's news, newest first; its leaders and admins
 * also get what is scheduled and how each send went. Quiet: the screen shows a refusal as such.
 */
export function useNewsArchive(chapterId: string | undefined, page: number) {
  return useSWR<NewsPage>(chapterId ? buildUrl(ANNOUNCEMENT_API.archive.path, { params: { id: chapterId }, query: { page } }) : null, quietFetcher, { keepPreviousData: true });
}
