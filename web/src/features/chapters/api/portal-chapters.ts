import { CHAPTER_API, type Chapter } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

const CHAPTERS_KEY = CHAPTER_API.find.path;

/** GET /chapter: every chapter, active or not, for the portal's chapters table. */
export function useChapters() {
  return useSWR<Chapter[]>(CHAPTERS_KEY, quietFetcher);
}
