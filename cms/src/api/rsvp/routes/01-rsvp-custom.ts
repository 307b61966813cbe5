import { leaderOf, memberOnly as member } from '../../../auth/route-config';

/** RSVPs: members answer per occurrence; admins see and export everyone's answers. */
export default {
  routes: [
    { method: 'GET', path: '/rsvp/mine', handler: 'api::rsvp.rsvp.mine', config: member },
    { method: 'GET', path: '/event/:id/rsvp', handler: 'api::rsvp.rsvp.overview', config: member },
    { method: 'PUT', path: '/event/:id/rsvp', handler: 'api::rsvp.rsvp.answer', config: member },
    { method: 'GET', path: '/event/:id/attendees', handler: 'api::rsvp.rsvp.attendees', config: leaderOf('event', 'seeRsvps') },
    { method: 'GET', path: '/event/:id/attendees.csv', handler: 'api::rsvp.rsvp.attendeesCsv', config: leaderOf('event', 'seeRsvps') },
  ],
};
