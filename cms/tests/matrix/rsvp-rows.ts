import { LEADERS, MEMBERS, type FieldRule, type Row } from './types';

/**
 * Rows of the RSVP routes, spread into ROWS by rows.ts. Members (and admins) answer
 * and read RSVPs; the attendee list with contact fields is for admins and the event's chapter's leaders. The fixture's event may be
 * in the past: a past date is a 400 for everyone allowed in (rsvp.test.ts answers real ones).
 */

/** Who is going: public profile fields, never contact details or status. */
const OVERVIEW: FieldRule = { has: ['eventId', 'title', 'timeZone', 'occurrences'], lacks: ['email', 'phoneNumber', 'status'] };
/** A one-time event's own date; none (the next occurrence) for a recurring one. */
const onItsDate = (event: Record<string, unknown>) => (typeof event.date === 'string' ? `?date=${event.date.slice(0, 10)}` : '');
const ATTENDEES: FieldRule = { has: ['eventId', 'title', 'date', 'capacity', 'going', 'waitlisted', 'attendees'] };

export const RSVP_ROWS: Row[] = [
  { route: 'GET /api/rsvp/mine', expect: MEMBERS(200), path: () => '/api/rsvp/mine', note: "the caller's own answers only (rsvp.test.ts checks another member's are not listed)" },
  { route: 'GET /api/event/:id/rsvp', expect: MEMBERS(200), path: ({ f }) => `/api/event/${f.event.id}/rsvp`, fields: { member: OVERVIEW, admin: OVERVIEW } },
  {
    route: 'PUT /api/event/:id/rsvp',
    expect: MEMBERS(400),
    path: ({ f }) => `/api/event/${f.event.id}/rsvp`,
    body: () => ({ date: '2000-01-03', status: 'Going' }),
    note: 'a date long past is refused to everyone allowed in; visitors 401, members without a company 403 before the body is read',
  },
  {
    route: 'GET /api/event/:id/attendees',
    expect: LEADERS(200),
    right: 'seeRsvps',
    path: ({ f }) => `/api/event/${f.chapterEvent.id}/attendees${onItsDate(f.chapterEvent)}`,
    fields: { leader: ATTENDEES, admin: ATTENDEES },
    note: "an event of the fixture's chapter (its leader sees who comes); a one-time event on its own date (past dates are allowed: admins look back at who came), a recurring one's next",
  },
  {
    route: 'GET /api/event/:id/attendees.csv',
    expect: LEADERS(200),
    right: 'seeRsvps',
    path: ({ f }) => `/api/event/${f.chapterEvent.id}/attendees.csv${onItsDate(f.chapterEvent)}`,
    note: "a text/csv download, not the JSON envelope; an event of the fixture's chapter",
  },
];
