import type { Chapter } from '@gro/config';
import useSWR from 'swr';

const ACTIVE_CHAPTERS_KEY = '/chapter/active';

/** GET /chapter/active: the chapters a member can join. */
export function useActiveChapters() {
  return useSWR<Chapter[]>(ACTIVE_CHAPTERS_KEY);
}
