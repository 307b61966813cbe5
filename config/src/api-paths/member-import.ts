import type { ApiGroup } from './route';

/** The calls cms/src/api/member-import/ answers. */
export const MEMBER_IMPORT_API = {
  upload: { method: 'POST', path: '/member-import' },
  recent: { method: 'GET', path: '/member-import' },
  status: { method: 'GET', path: '/member-import/:id' },
  dryRun: { method: 'POST', path: '/member-import/:id/dry-run' },
  run: { method: 'POST', path: '/member-import/:id/run' },
} as const satisfies ApiGroup;
