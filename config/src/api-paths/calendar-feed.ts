import type { ApiGroup } from './route';

/** The calls cms/src/api/calendar-feed/ answers. */
export const CALENDAR_FEED_API = {
  status: { method: 'GET', path: '/account/calendar-feed' },
  create: { method: 'POST', path: '/account/calendar-feed' },
  revoke: { method: 'DELETE', path: '/account/calendar-feed' },
  feed: { method: 'GET', path: '/calendar/:token.ics' },
} as const satisfies ApiGroup;
