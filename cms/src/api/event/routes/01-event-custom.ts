import { adminOnly as admin } from '../../../auth/route-config';

/** Public event reads (spec §7; an event's page and its calendar file, issue 15), and the admins' writes. /active comes before /:id. */
export default {
  routes: [
    { method: 'GET', path: '/event', handler: 'api::event.event.find' },
    { method: 'GET', path: '/event/active', handler: 'api::event.event.findActive' },
    { method: 'GET', path: '/event/export.csv', handler: 'api::event.event.exportCsv', config: admin },
    { method: 'GET', path: '/event/:id/calendar.ics', handler: 'api::event.event.calendar' },
    { method: 'GET', path: '/event/:id', handler: 'api::event.event.findOne' },
    { method: 'POST', path: '/event', handler: 'api::event.event.create', config: admin },
    { method: 'PUT', path: '/event/:id', handler: 'api::event.event.update', config: admin },
  ],
};
