import { memberOnly as member } from '../../../auth/route-config';

/**
 * A member's calendar feed of their RSVPs: members manage its secret address from My
 * Account (RSVPs are members' too); calendar apps read the feed with the address alone.
 */
export default {
  routes: [
    { method: 'GET', path: '/account/calendar-feed', handler: 'api::calendar-feed.calendar-feed.status', config: member },
    { method: 'POST', path: '/account/calendar-feed', handler: 'api::calendar-feed.calendar-feed.create', config: member },
    { method: 'DELETE', path: '/account/calendar-feed', handler: 'api::calendar-feed.calendar-feed.revoke', config: member },
    { method: 'GET', path: '/calendar/:token.ics', handler: 'api::calendar-feed.calendar-feed.feed', config: { auth: false as const } },
  ],
};
