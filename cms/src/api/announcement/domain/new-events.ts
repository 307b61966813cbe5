import type { Core } from '@strapi/strapi';
import { ABUSE_DELAYS, ANNOUNCEMENT_LIMITS, NEW_EVENT_NOTICE_TEXTS, NOTIFICATION_SETTING } from '@gro/config';
import { now } from '../../../platform/db/clock';
import { documentId } from '../../../platform/db/document-id';
import { configuredMs } from '../../../platform/limits/configured-limits';
import { enqueueJob } from '../../../jobs';
import { createAnnouncement } from './delivery';

/**
 * New-event notices. Adding an event (for a chapter, or for every chapter) writes one
 * event_notices row (unique per event: its edits add nothing), due NEW_EVENT_NOTICE_DELAY_SECONDS
 * later. Another event added for the same chapter before then moves the chapter's pending notices
 * to its own due time (at most digestMaxDelays delays after the first), so they go as one digest.
 * A recurring meeting is one event: one notice, never one per date. When they are due, the scan
 * makes one announcement of them (newEvents kind, under the "New chapter events" setting).
 */
const NOTICES = 'event_notices';

const scopeOf = (chapterId: number | null) => (chapterId === null ? 'all' : `chapter:${chapterId}`);
const chapterOf = (scope: string) => (scope === 'all' ? null : Number(scope.slice('chapter:'.length)));

/** SQLite gives a stored time as milliseconds (maybe as text), PostgreSQL as a Date. */
const msOf = (value: string | number | Date) => new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value).getTime();

/** Called in the transaction that adds the event: its notice, and the chapter's pending ones due with it. */
export async function noteNewEvent(strapi: Core.Strapi, event: { id: number; chapterId: number | null }): Promise<void> {
  const delay = configuredMs(ABUSE_DELAYS.newEventNotice);
  const at = now();
  const scope = scopeOf(event.chapterId);
  await strapi.db.transaction(async ({ trx }) => {
    const [first] = (await trx(NOTICES).where({ scope }).whereNull('announcement_id').min({ first: 'created_at' })) as { first: string | number | Date | null }[];
    const latest = first?.first ? msOf(first.first) + ANNOUNCEMENT_LIMITS.digestMaxDelays * delay : Infinity;
    const due = new Date(Math.min(at + delay, latest));
    const stamp = new Date(at);
    await trx(NOTICES)
      .insert({ document_id: documentId(), event_id: event.id, scope, due_at: due, announcement_id: null, created_at: stamp, updated_at: stamp, published_at: stamp })
      .onConflict(['event_id'])
      .ignore();
    await trx(NOTICES).where({ scope }).whereNull('announcement_id').update({ due_at: due });
    // Sent when due, not at the next minute's scan (which takes it up if this job is lost).
    await enqueueJob(strapi, 'announcements.scan', {}, { delayMs: due.getTime() - at + 1000 });
  });
}

/**
 * Part of the scan: for each chapter (and "every chapter") whose pending notices are due, one
 * announcement of their events that still exist. Taken in one transaction with the notices
 * (announcement_id set where it is still null): of two servers scanning at once, one makes it.
 */
export async function announceDueEvents(strapi: Core.Strapi): Promise<number> {
  const db = strapi.db.connection;
  const at = new Date(now());
  // A deleted event is not announced.
  await db(NOTICES).whereNull('announcement_id').whereNotIn('event_id', db('events').select('id')).delete();
  const due = (await db(NOTICES).whereNull('announcement_id').where('due_at', '<=', at).distinct('scope')) as { scope: string }[];
  let made = 0;
  for (const { scope } of due) {
    const chapterId = chapterOf(scope);
    try {
      await strapi.db.transaction(async ({ trx }) => {
        const notices = (await trx(`${NOTICES} as n`)
          .join('events as e', 'e.id', 'n.event_id')
          .where('n.scope', scope)
          .whereNull('n.announcement_id')
          .where('n.due_at', '<=', at)
          .orderBy('n.id')
          .select('n.id', 'n.event_id', 'e.title')) as { id: number; event_id: number; title: string }[];
        if (notices.length === 0) return;
        const chapter = chapterId === null ? null : ((await trx('chapters').where('id', chapterId).first('name')) as { name: string } | undefined);
        const where = chapter?.name ?? NEW_EVENT_NOTICE_TEXTS.allChapters;
        const single = notices.length === 1 ? notices[0]! : null;
        const id = await createAnnouncement(strapi, {
          kind: 'newEvents',
          settingKey: NOTIFICATION_SETTING.newEvents,
          chapterId,
          subject: single ? NEW_EVENT_NOTICE_TEXTS.subject(single.title, where) : NEW_EVENT_NOTICE_TEXTS.digestSubject(notices.length, where),
          link: single ? `/events/${single.event_id}` : '/portal/event',
          eventIds: notices.map((n) => Number(n.event_id)),
        });
        const taken = await trx(NOTICES).whereIn('id', notices.map((n) => n.id)).whereNull('announcement_id').update({ announcement_id: id });
        // Another server took them first: nothing of this transaction stays.
        if (Number(taken) !== notices.length) throw new TakenElsewhere();
        made += 1;
      });
    } catch (err) {
      if (!(err instanceof TakenElsewhere)) throw err;
    }
  }
  return made;
}

class TakenElsewhere extends Error {}
