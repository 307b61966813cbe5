/** Public chapter reads (spec §7). /active and /slug/:slug come before /:id. */
export default {
  routes: [
    { method: 'GET', path: '/chapter', handler: 'api::chapter.chapter.find' },
    { method: 'GET', path: '/chapter/active', handler: 'api::chapter.chapter.findActive' },
    { method: 'GET', path: '/chapter/slug/:slug', handler: 'api::chapter.chapter.findBySlug' },
    { method: 'GET', path: '/chapter/:id', handler: 'api::chapter.chapter.findOne' },
  ],
};
