import type { ApiGroup } from './route';

/** The calls cms/src/api/event/ answers. */
export const EVENT_API = {
  find: { method: 'GET', path: '/event' },
  findActive: { method: 'GET', path: '/event/active' },
  exportCsv: { method: 'GET', path: '/event/export.csv' },
  calendar: { method: 'GET', path: '/event/:id/calendar.ics' },
  findOne: { method: 'GET', path: '/event/:id' },
  create: { method: 'POST', path: '/event' },
  update: { method: 'PUT', path: '/event/:id' },
  createInChapter: { method: 'POST', path: '/chapter/:id/event' },
} as const satisfies ApiGroup;
