import type { Core } from '@strapi/strapi';
import { INBOX_LIMITS, toOneLine, type InboxKind } from '@gro/config';
import { now } from '../platform/db/clock';
import { documentId } from '../platform/db/document-id';
import { announceInboxChange } from './inbox-stream';

export const INBOX_TABLE = 'inbox_items';

/** What happened, for one member: a line, a short detail and the portal path it opens. */
interface InboxEntry {
  userId: number;
  kind: InboxKind;
  title: string;
  body?: string | null;
  link: string;
}

/** One line, at most `max` characters (the last one '…' when cut). */
function clip(text: string, max: number): string {
  const line = toOneLine(text).replace(/\s+/g, ' ');
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/**
 * Puts notifications in members' notification centres. Called by the code that sends the email
 * of the same event, inside its transaction where it has one (Strapi's transaction joins the
 * caller's), so a notification exists only when what it tells of was stored; written whatever the
 * member's email and SMS settings (those choose the other channels, never the centre). Once the
 * outermost transaction commits, the members' open pages are told (inbox-stream.ts).
 */
export async function addToInbox(strapi: Core.Strapi, entries: InboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const at = new Date(now());
  await strapi.db.transaction(async ({ trx, onCommit }) => {
    onCommit(() => announceInboxChange(entries.map((entry) => entry.userId)));
    await trx(INBOX_TABLE).insert(
      entries.map((entry) => ({
        document_id: documentId(),
        user_id: entry.userId,
        kind: entry.kind,
        title: clip(entry.title, INBOX_LIMITS.titleChars),
        body: clip(entry.body ?? '', INBOX_LIMITS.bodyChars),
        link: entry.link,
        read_at: null,
        created_at: at,
        updated_at: at,
        published_at: at,
      })),
    );
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_BATCH = 1000;

/** The 'inbox.prune' job: deletes notifications older than INBOX_LIMITS.keepDays, in batches; returns how many. */
export async function pruneInbox(strapi: Core.Strapi): Promise<number> {
  const cutoff = new Date(now() - INBOX_LIMITS.keepDays * DAY_MS);
  const db = strapi.db.connection;
  let total = 0;
  for (;;) {
    const ids = (await db(INBOX_TABLE).where('created_at', '<', cutoff).orderBy('id').limit(PRUNE_BATCH).pluck('id')).map(Number);
    if (ids.length === 0) return total;
    await db(INBOX_TABLE).whereIn('id', ids).delete();
    total += ids.length;
    if (ids.length < PRUNE_BATCH) return total;
  }
}
