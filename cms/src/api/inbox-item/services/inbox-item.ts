import type { Core } from '@strapi/strapi';
import { INBOX_LIMITS, type InboxItem, type InboxKind, type InboxPage } from '@gro/config';
import { now } from '../../../platform/db/clock';
import { INBOX_TABLE, announceInboxChange } from '../../../notifications';

const DAY_MS = 24 * 60 * 60 * 1000;

type Row = { id: number | string; kind: string; title: string; body: string | null; link: string; created_at: string | number | Date; read_at: string | number | Date | null };

/** SQLite gives a stored time as milliseconds (maybe as text), PostgreSQL as a Date. */
const iso = (value: string | number | Date) => new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value).toISOString();

const toItem = (row: Row): InboxItem => ({
  id: Number(row.id),
  kind: row.kind as InboxKind,
  title: row.title,
  body: row.body ?? '',
  link: row.link,
  createdAt: iso(row.created_at),
  readAt: row.read_at === null || row.read_at === undefined ? null : iso(row.read_at),
});

/**
 * A member's notification centre (notifications/inbox.ts writes it): their own notifications of the
 * last INBOX_LIMITS.keepDays days, newest first, and which they have read. Every read and write is
 * scoped to the caller's own rows: another member's ids are not found, never changed.
 */
const inboxItemService = ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => strapi.db.connection;
  const kept = () => new Date(now() - INBOX_LIMITS.keepDays * DAY_MS);
  const mine = (userId: number) => db()(INBOX_TABLE).where('user_id', userId).where('created_at', '>=', kept());

  async function unread(userId: number): Promise<number> {
    const [{ n }] = await mine(userId).whereNull('read_at').count({ n: 'id' });
    return Number(n);
  }

  return {
    unread,

    /** GET /account/inbox: a page of the member's notifications, newest first, older than `before` when given. */
    async page(userId: number, before: number | null): Promise<InboxPage> {
      const q = mine(userId);
      if (before !== null) q.where('id', '<', before);
      const rows = (await q.orderBy('id', 'desc').limit(INBOX_LIMITS.pageSize + 1).select('id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at')) as Row[];
      return { items: rows.slice(0, INBOX_LIMITS.pageSize).map(toItem), unread: await unread(userId), more: rows.length > INBOX_LIMITS.pageSize };
    },

    /** POST /account/inbox/read: marks the member's own notifications read (these ids, or all); returns how many stay unread. */
    async markRead(userId: number, ids: number[] | 'all'): Promise<number> {
      const q = mine(userId).whereNull('read_at');
      if (ids !== 'all') q.whereIn('id', ids);
      const marked = await q.update({ read_at: new Date(now()) });
      // The member's other open pages show the same count.
      if (Number(marked) > 0) announceInboxChange([userId]);
      return unread(userId);
    },
  };
};

export type InboxItemService = ReturnType<typeof inboxItemService>;
export default inboxItemService;
