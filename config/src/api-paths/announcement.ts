import type { ApiGroup } from './route';

/**
 * Chapter news (cms/src/api/announcement): its leaders write, test, send or schedule it; its members
 * read the archive. The GRO newsletter: staff write it in the content admin, admins send it here to an
 * audience; its recipients read each issue.
 */
export const ANNOUNCEMENT_API = {
  archive: { method: 'GET', path: '/chapter/:id/news' },
  preview: { method: 'POST', path: '/chapter/:id/news/preview' },
  test: { method: 'POST', path: '/chapter/:id/news/test' },
  send: { method: 'POST', path: '/chapter/:id/news' },
  one: { method: 'GET', path: '/news/:id' },
  cancel: { method: 'DELETE', path: '/news/:id' },
  newsletters: { method: 'GET', path: '/newsletters' },
  newsletterPreview: { method: 'POST', path: '/newsletters/:id/preview' },
  newsletterTest: { method: 'POST', path: '/newsletters/:id/test' },
  newsletterSend: { method: 'POST', path: '/newsletters/:id/send' },
  newsletterIssue: { method: 'GET', path: '/newsletter-issues/:id' },
  newsletterCancel: { method: 'DELETE', path: '/newsletter-issues/:id' },
} as const satisfies ApiGroup;
