import type { ApiGroup } from './route';

/** The calls cms/src/api/inbox-item/ answers: the signed-in account's notification centre. */
export const INBOX_API = {
  page: { method: 'GET', path: '/account/inbox' },
  read: { method: 'POST', path: '/account/inbox/read' },
  /** Server-sent events: 'inbox' whenever the account's notifications change (a new one, or read elsewhere). */
  stream: { method: 'GET', path: '/account/inbox/stream' },
} as const satisfies ApiGroup;
