import type { ApiGroup } from './route';

/** The calls cms/src/api/rsvp/ answers. */
export const RSVP_API = {
  mine: { method: 'GET', path: '/rsvp/mine' },
  overview: { method: 'GET', path: '/event/:id/rsvp' },
  answer: { method: 'PUT', path: '/event/:id/rsvp' },
  attendees: { method: 'GET', path: '/event/:id/attendees' },
  attendeesCsv: { method: 'GET', path: '/event/:id/attendees.csv' },
} as const satisfies ApiGroup;
