import { useChapterName } from '@/features/chapters';
import { useAuth } from '@/lib/auth';

/**
 * The name of the chapter whose news is shown: a member's own chapter comes with GET /account, a
 * leader's with its leads, an admin's from GET /chapter (useChapterName). Undefined until known.
 */
export function useNewsChapterName(chapterId: number): string | undefined {
  const { user } = useAuth();
  const own = user?.chapter?.id === chapterId ? user.chapter.name : undefined;
  const other = useChapterName(own || !Number.isInteger(chapterId) ? undefined : chapterId);
  return own ?? other;
}
