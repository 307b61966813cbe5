import type { ApiGroup } from './route';

/** The calls cms/src/api/reminder/ answers. */
export const REMINDER_API = {
  show: { method: 'GET', path: '/admin/reminders' },
  update: { method: 'PUT', path: '/admin/reminders' },
} as const satisfies ApiGroup;
