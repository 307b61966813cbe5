import type { ApiGroup } from './route';

/** The calls cms/src/api/chapter/ answers. */
export const CHAPTER_API = {
  find: { method: 'GET', path: '/chapter' },
  findActive: { method: 'GET', path: '/chapter/active' },
  defaults: { method: 'GET', path: '/chapter/defaults' },
  exportCsv: { method: 'GET', path: '/chapter/export.csv' },
  findBySlug: { method: 'GET', path: '/chapter/slug/:slug' },
  calendar: { method: 'GET', path: '/chapter/:slug/calendar.ics' },
  findOne: { method: 'GET', path: '/chapter/:id' },
  create: { method: 'POST', path: '/chapter' },
  update: { method: 'PUT', path: '/chapter/:uuid' },
} as const satisfies ApiGroup;
