import type { ChapterEvent } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

export const ACTIVE_EVENTS_PATH = '/event/active';

/** '/event/active', or '/event/active?chapter=detroit' for one chapter (its slug or id). */
export const activeEventsKey = (chapter?: string | number | null) =>
  chapter ? `${ACTIVE_EVENTS_PATH}?chapter=${encodeURIComponent(String(chapter))}` : ACTIVE_EVENTS_PATH;

/**
 * GET /event/active[?chapter=]: upcoming events; for a chapter, its own events and those of no
 * chapter. Quiet: the screens say 'Failed to load events.' themselves.
 */
export function useActiveEvents(chapter?: string | number | null) {
  return useSWR<ChapterEvent[]>(activeEventsKey(chapter), quietFetcher);
}
