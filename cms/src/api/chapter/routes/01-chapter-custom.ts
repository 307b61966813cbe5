import { adminOnly as admin, leaderOf } from '../../../auth/route-config';

/** Public chapter reads (spec §7) and feeds, the admins' writes, and the chapter's leaders'. /active, /defaults and /slug/:slug come before /:id. */
export default {
  routes: [
    { method: 'GET', path: '/chapter', handler: 'api::chapter.chapter.find' },
    { method: 'GET', path: '/chapter/active', handler: 'api::chapter.chapter.findActive' },
    { method: 'GET', path: '/chapter/defaults', handler: 'api::chapter.chapter.defaults', config: leaderOf('anyLed') },
    { method: 'GET', path: '/chapter/export.csv', handler: 'api::chapter.chapter.exportCsv', config: admin },
    { method: 'GET', path: '/chapter/slug/:slug', handler: 'api::chapter.chapter.findBySlug' },
    { method: 'GET', path: '/chapter/:slug/calendar.ics', handler: 'api::chapter.chapter.calendar' },
    { method: 'GET', path: '/chapter/:id', handler: 'api::chapter.chapter.findOne' },
    { method: 'POST', path: '/chapter', handler: 'api::chapter.chapter.create', config: admin },
    // Admins, and the chapter's leaders (not its name, slug or isActive; the controller checks).
    { method: 'PUT', path: '/chapter/:uuid', handler: 'api::chapter.chapter.update', config: leaderOf('chapterUuid', 'editChapter') },
  ],
};
