import { CHAPTER_API, type Chapter } from '@gro/config';
import useSWR, { preload } from 'swr';
import { fetcher } from '@/lib/api-client';

const ACTIVE_CHAPTERS_KEY = CHAPTER_API.findActive.path;

/** GET /chapter/active: the chapters a member can join. */
export function useActiveChapters() {
  return useSWR<Chapter[]>(ACTIVE_CHAPTERS_KEY);
}

/** Starts GET /chapter/active before the screen's code has arrived, with the app's default fetcher (app/provider.tsx). */
export const preloadActiveChapters = () => preload(ACTIVE_CHAPTERS_KEY, fetcher);
