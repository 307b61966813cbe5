import { CHAPTER_NEWS_MESSAGES } from '@gro/config';
import { adminOnly, leaderOf, memberOnly } from '../../../auth/route-config';

/**
 * Chapter news: the chapter's leaders (and admins) preview, test, send or schedule it and cancel
 * what waits; the archive and each item are read by the chapter's own members too. The chapter is
 * the route's, or the news item's, never the body's. The GRO newsletter: admins send it to an
 * audience; each issue is read by the members it went to.
 */
// The chapter's own members read what its leaders sent (the right names what leaders hold beyond that).
const members = { homeMembers: true, deniedMessage: CHAPTER_NEWS_MESSAGES.notYourChapter };
export default {
  routes: [
    { method: 'GET', path: '/chapter/:id/news', handler: 'api::announcement.announcement.archive', config: leaderOf('chapter', 'sendNews', members) },
    { method: 'POST', path: '/chapter/:id/news/preview', handler: 'api::announcement.announcement.preview', config: leaderOf('chapter', 'sendNews') },
    { method: 'POST', path: '/chapter/:id/news/test', handler: 'api::announcement.announcement.test', config: leaderOf('chapter', 'sendNews') },
    { method: 'POST', path: '/chapter/:id/news', handler: 'api::announcement.announcement.send', config: leaderOf('chapter', 'sendNews') },
    { method: 'GET', path: '/news/:id', handler: 'api::announcement.announcement.one', config: leaderOf('news', 'sendNews', members) },
    { method: 'DELETE', path: '/news/:id', handler: 'api::announcement.announcement.cancel', config: leaderOf('news', 'sendNews') },
    // The GRO newsletter: written by staff in the content admin, sent by admins; read by those it went to.
    { method: 'GET', path: '/newsletters', handler: 'api::announcement.newsletter.list', config: adminOnly },
    { method: 'POST', path: '/newsletters/:id/preview', handler: 'api::announcement.newsletter.preview', config: adminOnly },
    { method: 'POST', path: '/newsletters/:id/test', handler: 'api::announcement.newsletter.test', config: adminOnly },
    { method: 'POST', path: '/newsletters/:id/send', handler: 'api::announcement.newsletter.send', config: adminOnly },
    // Members past the company gate (as every portal screen): the issue itself says whether it went to them.
    { method: 'GET', path: '/newsletter-issues/:id', handler: 'api::announcement.newsletter.issue', config: memberOnly },
    { method: 'DELETE', path: '/newsletter-issues/:id', handler: 'api::announcement.newsletter.cancel', config: adminOnly },
  ],
};
