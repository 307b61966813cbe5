import type { ApiGroup } from './route';

/** The calls cms/src/api/inbox-item/ answers: the signed-in account's notification centre. */
export const INBOX_API = {
  page: { method: 'GET', path: '/account/inbox' },
  read: { method: 'POST', path: '/account/inbox/read' },
} as const satisfies ApiGroup;
