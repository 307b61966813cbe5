import type { ApiGroup } from './route';

/** The calls cms/src/api/visitor/ answers. */
export const VISITOR_API = {
  meeting: { method: 'GET', path: '/chapter/:slug/visitor' },
  register: { method: 'POST', path: '/chapter/:slug/visitor' },
  list: { method: 'GET', path: '/chapter/:id/visitors' },
  exportCsv: { method: 'GET', path: '/chapter/:id/visitors.csv' },
  update: { method: 'PUT', path: '/visitor/:id' },
  setHost: { method: 'PUT', path: '/visitor/:id/host' },
  invite: { method: 'POST', path: '/visitor/:id/invite' },
} as const satisfies ApiGroup;
