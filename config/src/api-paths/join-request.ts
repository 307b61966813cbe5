import type { ApiGroup } from './route';

/** The calls cms/src/api/join-request/ answers. */
export const JOIN_REQUEST_API = {
  create: { method: 'POST', path: '/company/join-request' },
  mine: { method: 'GET', path: '/company/join-request/mine' },
  withdraw: { method: 'POST', path: '/company/join-request/:id/withdraw' },
  listForChapter: { method: 'GET', path: '/chapter/:id/join-requests' },
  listPending: { method: 'GET', path: '/company/join-request' },
  exportCsv: { method: 'GET', path: '/company/join-request/export.csv' },
  approve: { method: 'POST', path: '/company/join-request/:id/approve' },
  reject: { method: 'POST', path: '/company/join-request/:id/reject' },
} as const satisfies ApiGroup;
