import type { ApiGroup } from './route';

/** The calls cms/src/api/admin-activity/ answers. */
export const ADMIN_ACTIVITY_API = {
  list: { method: 'GET', path: '/activity' },
  exportCsv: { method: 'GET', path: '/activity/export.csv' },
} as const satisfies ApiGroup;
