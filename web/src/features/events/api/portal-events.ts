import type { ChapterEvent } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

export const EVENTS_KEY = '/event';

/** GET /event: every event, for the portal's events table. */
export function useEvents() {
  return useSWR<ChapterEvent[]>(EVENTS_KEY, quietFetcher);
}
