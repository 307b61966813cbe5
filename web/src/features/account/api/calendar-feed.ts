import { CALENDAR_FEED_API, type CalendarFeed } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';

const CALENDAR_FEED_KEY = CALENDAR_FEED_API.status.path;

/** GET /account/calendar-feed: whether the member's feed is on (never its address). */
export function useCalendarFeed() {
  return useSWR<CalendarFeed>(CALENDAR_FEED_KEY, quietFetcher);
}

/** POST /account/calendar-feed: a new address (the old one stops working); the answer is the only time it is shown. */
export async function createCalendarFeed(): Promise<CalendarFeed> {
  const { data } = await api.post<CalendarFeed>(CALENDAR_FEED_KEY, undefined, { notifySuccess: true });
  return data;
}

/** DELETE /account/calendar-feed: the address stops working; answers the feed's state (off). */
export async function turnOffCalendarFeed(): Promise<CalendarFeed> {
  const { data } = await api.delete<CalendarFeed>(CALENDAR_FEED_KEY, { notifySuccess: true });
  return data;
}

/** The same address for calendar apps: webcal:// opens a subscription instead of a download. */
export const webcalUrl = (url: string): string => url.replace(/^https?:\/\//, 'webcal://');
