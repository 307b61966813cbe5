import { CHAPTER_API, type Chapter } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { ledChapters } from '@/lib/authorization';

/**
 * The name of chapter `id` for a "My chapter" screen: a leader's own chapters come with
 * GET /account; an admin, who leads none, finds it in GET /chapter. Undefined until known.
 */
export function useChapterName(id: number | undefined): string | undefined {
  const { user } = useAuth();
  const led = id === undefined ? undefined : ledChapters(user).find((chapter) => chapter.id === id);
  const { data } = useSWR<Chapter[]>(id !== undefined && !led ? CHAPTER_API.find.path : null, quietFetcher);
  return led?.name ?? data?.find((chapter) => chapter.id === id)?.name;
}
