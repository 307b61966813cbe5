import { CHAPTER_API, type ChapterDefaults } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

/** GET /chapter/defaults (admins): the server's own defaults the chapter form names (its APP_TIMEZONE). */
export function useChapterDefaults() {
  return useSWR<ChapterDefaults>(CHAPTER_API.defaults.path, quietFetcher, { revalidateOnFocus: false });
}
