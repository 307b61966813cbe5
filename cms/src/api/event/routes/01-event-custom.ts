import { adminOnly as admin, leaderOf } from '../../../auth/route-config';

/** Public event reads (spec §7; an event's page and its calendar file), the admins' writes, and the chapter's leaders'. /active comes before /:id. */
export default {
  routes: [
    { method: 'GET', path: '/event', handler: 'api::event.event.find' },
    { method: 'GET', path: '/event/active', handler: 'api::event.event.findActive' },
    { method: 'GET', path: '/event/export.csv', handler: 'api::event.event.exportCsv', config: admin },
    { method: 'GET', path: '/event/:id/calendar.ics', handler: 'api::event.event.calendar' },
    { method: 'GET', path: '/event/:id', handler: 'api::event.event.findOne' },
    { method: 'POST', path: '/event', handler: 'api::event.event.create', config: admin },
    { method: 'PUT', path: '/event/:id', handler: 'api::event.event.update', config: leaderOf('event', 'manageEvents') },
    // A leader adds an event to a chapter they lead: the chapter is the route's, never the body's.
    { method: 'POST', path: '/chapter/:id/event', handler: 'api::event.event.createInChapter', config: leaderOf('chapter', 'manageEvents') },
  ],
};
