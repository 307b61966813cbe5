import { CHAPTER_API, type Chapter } from '@gro/config';
import useSWR, { preload } from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

const chapterKey = (slug: string) => buildUrl(CHAPTER_API.findBySlug.path, { params: { slug } });

/**
 * GET /chapter/slug/{slug}: one chapter with its members (users). Quiet: a missing or failing
 * chapter is shown as the 'Chapter Not Found' view, not a toast.
 */
export function useChapter(slug: string) {
  return useSWR<Chapter>(slug ? chapterKey(slug) : null, quietFetcher);
}

/** Starts GET /chapter/slug/{slug} before the screen's code has arrived (app/preload-screen-data.ts). */
export const preloadChapter = (slug: string) => preload(chapterKey(slug), quietFetcher);
