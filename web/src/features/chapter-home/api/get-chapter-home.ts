import { CHAPTER_HOME_API, type ChapterHome } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /chapter/{id}/home (its leaders, admins): what needs their attention now; read again when the leader comes back to the tab. */
export function useChapterHome(chapterId: string | undefined) {
  return useSWR<ChapterHome>(chapterId ? buildUrl(CHAPTER_HOME_API.find.path, { params: { id: chapterId } }) : null, quietFetcher, { revalidateOnFocus: true });
}
