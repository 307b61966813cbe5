import type { Chapter } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

export const chapterKey = (slug: string) => `/chapter/slug/${encodeURIComponent(slug)}`;

/**
 * GET /chapter/slug/{slug}: one chapter with its members (users). Quiet: a missing or failing
 * chapter is shown as the 'Chapter Not Found' view, not a toast.
 */
export function useChapter(slug: string) {
  return useSWR<Chapter>(slug ? chapterKey(slug) : null, quietFetcher);
}
