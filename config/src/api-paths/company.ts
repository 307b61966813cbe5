import type { ApiGroup } from './route';

/** The calls cms/src/api/company/ answers. */
export const COMPANY_API = {
  list: { method: 'GET', path: '/company' },
  exportCsv: { method: 'GET', path: '/company/export.csv' },
  create: { method: 'POST', path: '/company' },
  listPending: { method: 'GET', path: '/company/pending' },
  listPendingForChapter: { method: 'GET', path: '/chapter/:id/pending-companies' },
  approve: { method: 'POST', path: '/company/:uuid/approve' },
  reject: { method: 'POST', path: '/company/:uuid/reject' },
  update: { method: 'PUT', path: '/company/:uuid' },
} as const satisfies ApiGroup;
