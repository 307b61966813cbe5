/** Public event reads (spec §7). */
export default {
  routes: [
    { method: 'GET', path: '/event', handler: 'api::event.event.find' },
    { method: 'GET', path: '/event/active', handler: 'api::event.event.findActive' },
  ],
};
