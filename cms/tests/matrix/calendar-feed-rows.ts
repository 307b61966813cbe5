import { ADMINS, ALL, MEMBERS, type FieldRule, type Row } from './types';

/**
 * Rows of the member calendar feed, spread into ROWS by rows.ts: members
 * manage their own feed's address from My Account (RSVPs are members'); the feed itself is public
 * and its address is the proof. Also the chapter form's defaults (admins).
 */

/** The feed's state: never its token's hash; the address only in the answer that made it. */
const STATE: FieldRule = { has: ['active', 'createdAt'], lacks: ['tokenHash', 'token_hash', 'userId'], empty: ['url'] };
const MADE: FieldRule = { has: ['active', 'createdAt', 'url'], lacks: ['tokenHash', 'token_hash', 'userId'] };

export const CALENDAR_FEED_ROWS: Row[] = [
  { route: 'GET /api/account/calendar-feed', expect: MEMBERS(200), fields: { member: STATE, admin: STATE } },
  {
    route: 'POST /api/account/calendar-feed',
    expect: MEMBERS(201),
    fresh: true,
    fields: { member: MADE, admin: MADE },
    note: '201 for a first feed (200 for a reset: calendar-feed.test.ts); a disposable caller each, so the first',
  },
  {
    route: 'DELETE /api/account/calendar-feed',
    expect: MEMBERS(200),
    fields: { member: STATE, admin: STATE },
    note: 'turning off a feed that is off is answered the same',
  },
  {
    route: 'GET /api/calendar/:token.ics',
    expect: ALL(404),
    path: () => '/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
    note: "a well-formed token nobody holds: 404 whoever asks (the address is the only proof; a member's own feed is 200 in calendar-feed.test.ts)",
  },
  {
    route: 'GET /api/chapter/defaults',
    expect: { ...ADMINS(200), leader: 200, otherLeader: 200 },
    fields: { leader: { has: ['timeZone'] }, admin: { has: ['timeZone'] } },
    note: "the organisation's time zone (APP_TIMEZONE) the chapter form names as its default: admins and any chapter's leader",
  },
];
