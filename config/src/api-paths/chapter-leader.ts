import type { ApiGroup } from './route';

/** The calls cms/src/api/chapter-leader/ answers. */
export const CHAPTER_LEADER_API = {
  leadersOf: { method: 'GET', path: '/chapter/:id/leaders' },
  grant: { method: 'PUT', path: '/chapter/:id/leaders/:userId' },
  revoke: { method: 'DELETE', path: '/chapter/:id/leaders/:userId' },
  leadsOf: { method: 'GET', path: '/user/:id/leads' },
} as const satisfies ApiGroup;
