import type { ApiGroup } from './route';

/** Chapter news (cms/src/api/announcement): its leaders write, test, send or schedule it; its members read the archive. */
export const ANNOUNCEMENT_API = {
  archive: { method: 'GET', path: '/chapter/:id/news' },
  preview: { method: 'POST', path: '/chapter/:id/news/preview' },
  test: { method: 'POST', path: '/chapter/:id/news/test' },
  send: { method: 'POST', path: '/chapter/:id/news' },
  one: { method: 'GET', path: '/news/:id' },
  cancel: { method: 'DELETE', path: '/news/:id' },
} as const satisfies ApiGroup;
