import type { Core } from '@strapi/strapi';
import { DateTime } from 'luxon';
import { documentId } from '../platform/db/document-id';
import { EVENT_CHAPTER, USER_CHAPTER, USER_COMPANY } from '../platform/db/links';
import { occurrenceOn, zoneOf } from '../platform/calendar/occurrences';

const chapterLink = USER_CHAPTER.as('l');
const companyLink = USER_COMPANY.as('c');
const eventChapter = EVENT_CHAPTER.as('ec');

const DAY_MS = 24 * 60 * 60 * 1000;
/** How many past weekly meetings of each chapter get marks. */
const WEEKS = 20;

/**
 * The demo members' last twenty weekly meetings, marked as a leader would have marked them (mostly
 * Present, some Late, Absent, Medical or a Substitute; the third member of each chapter past the
 * attendance policy), and their accounts dated a year or more back, as members of a chapter that
 * has met for a while are: the scorecards, the meeting report and the leader's home show something
 * real in development. Once per database, in one transaction.
 */
export async function seedDemoMeetings(strapi: Core.Strapi) {
  const db = strapi.db.connection;
  const members: { id: number; chapter_id: number }[] = await db('up_users as u')
    .join(chapterLink.table, chapterLink.owner, 'u.id')
    .join(companyLink.table, companyLink.owner, 'u.id')
    .where('u.status', 'Active')
    .whereLike('u.email', '%@example.com')
    .orderBy('u.id')
    .select('u.id', `${chapterLink.target} as chapter_id`);
  const byChapter = new Map<number, number[]>();
  for (const m of members) byChapter.set(Number(m.chapter_id), [...(byChapter.get(Number(m.chapter_id)) ?? []), Number(m.id)]);
  const today = Date.now();

  await strapi.db.transaction(async ({ trx }) => {
    for (const [i, m] of members.entries()) {
      await trx('up_users').where({ id: m.id }).update({ created_at: new Date(today - (400 + ((i * 37) % 300)) * DAY_MS) });
    }
    for (const [chapterId, ids] of byChapter) {
      const chapter = await trx('chapters').where({ id: chapterId }).first('time_zone');
      const zone = zoneOf({ timeZone: chapter?.time_zone ?? null });
      const event = await trx('events as e')
        .join(eventChapter.table, eventChapter.owner, 'e.id')
        .where(eventChapter.target, chapterId)
        .where('e.type', 'Recurring')
        .orderBy('e.id')
        .first('e.id', 'e.type', 'e.day_of_week', 'e.time_start', 'e.time_end');
      if (!event) continue;
      const timing = { type: event.type, dayOfWeek: event.day_of_week, timeStart: event.time_start, timeEnd: event.time_end };
      const held: { date: string; end: number }[] = [];
      for (let day = DateTime.fromMillis(today, { zone }).minus({ days: 1 }); held.length < WEEKS && day.toMillis() > today - (WEEKS + 2) * 7 * DAY_MS; day = day.minus({ days: 1 })) {
        const o = occurrenceOn(timing, day.toISODate()!, zone);
        if (o && o.end.getTime() < today) held.push({ date: day.toISODate()!, end: o.end.getTime() });
      }
      const rows = held.flatMap((meeting, week) =>
        ids.map((userId, n) => {
          const status = statusOf(n, week);
          const stamp = new Date(meeting.end);
          return {
            document_id: documentId(),
            event_id: Number(event.id),
            occurrence_date: meeting.date,
            chapter_id: chapterId,
            person: `u:${userId}`,
            user_id: userId,
            status,
            substitute_name: status === 'Substitute' ? 'Sam Stand-in' : null,
            substitute_email: status === 'Substitute' ? 'sam.standin@example.com' : null,
            source: 'Leader',
            marked_ms: meeting.end,
            mark_key: `demo-${event.id}-${meeting.date}-${userId}`,
            created_at: stamp,
            updated_at: stamp,
            published_at: stamp,
          };
        }),
      );
      for (let at = 0; at < rows.length; at += 100) {
        await trx('attendances').insert(rows.slice(at, at + 100)).onConflict(['event_id', 'occurrence_date', 'person']).ignore();
      }
    }
  });
}

/** A member's mark at the meeting `week` weeks back: the third member of a chapter misses one in four. */
function statusOf(member: number, week: number): string {
  if (member === 2 && week % 4 === 1) return 'Absent';
  const k = (member * 7 + week * 3) % 23;
  if (k === 5) return 'Absent';
  if (k === 9 || k === 17) return 'Late';
  if (k === 13) return 'Medical';
  if (k === 21) return 'Substitute';
  return 'Present';
}
