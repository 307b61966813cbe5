import { EVENT_API, type ChapterEvent } from '@gro/config';
import useSWR, { preload } from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** '/event/active', or '/event/active?chapter=detroit' for one chapter (its slug or id). */
const activeEventsKey = (chapter?: string | number | null) => buildUrl(EVENT_API.findActive.path, { query: { chapter } });

/**
 * GET /event/active[?chapter=]: upcoming events; for a chapter, its own events and those of no
 * chapter. Quiet: the screens say 'Failed to load events.' themselves.
 */
export function useActiveEvents(chapter?: string | number | null) {
  return useSWR<ChapterEvent[]>(activeEventsKey(chapter), quietFetcher);
}

/** Starts GET /event/active[?chapter=] before the screen's code has arrived (app/preload-screen-data.ts). */
export const preloadActiveEvents = (chapter?: string | null) => preload(activeEventsKey(chapter), quietFetcher);
