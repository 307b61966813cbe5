import type { Core } from '@strapi/strapi';
import { DateTime } from 'luxon';
import { MEETING_REPORT_EMAIL_HOUR, NOTIFICATION_SETTING } from '@gro/config';
import { sendMailInBackground } from '../../../notifications';
import { withUnsubscribe } from '../../../notifications/unsubscribe';
import { now } from '../../../platform/db/clock';
import { documentId } from '../../../platform/db/document-id';
import { EVENT_CHAPTER } from '../../../platform/db/links';
import { cancellationOf } from '../../../platform/calendar/cancellations';
import { occurrenceOn, zoneOf } from '../../../platform/calendar/occurrences';
import { apiService } from '../../services';
import { meetingReportEmail } from '../messages';

const eventChapter = EVENT_CHAPTER.as('mec');
const KEY = NOTIFICATION_SETTING.meetingReports;

type Leader = { id: number; email: string; firstname: string | null };

/**
 * Records the send and queues the email in one transaction: the insert is ON CONFLICT DO NOTHING on
 * the unique (event, date, leader), so of two scans at once (replicas, a retried job) exactly one
 * queues it; a failure queues nothing and the next scan tries again.
 */
async function sendOnce(strapi: Core.Strapi, at: { eventId: number; date: string; userId: number }, queue: () => Promise<void>): Promise<boolean> {
  return strapi.db.transaction(async ({ trx }) => {
    const stamp = new Date();
    const rows: unknown[] = await trx('meeting_report_sends')
      .insert({ document_id: documentId(), event_id: at.eventId, occurrence_date: at.date, user_id: at.userId, created_at: stamp, updated_at: stamp, published_at: stamp })
      .onConflict(['event_id', 'occurrence_date', 'user_id'])
      .ignore()
      .returning('id');
    if (rows.length === 0) return false;
    await queue();
    return true;
  });
}

/**
 * The 'chapter-report.email' job: the morning after each meeting (from MEETING_REPORT_EMAIL_HOUR in
 * the chapter's time zone, until that day ends: a report is news the morning after, not days
 * later), each of the chapter's leaders whose 'meeting-reports' email is on gets its report, once.
 * Nothing when admins turned the report email off (scorecard settings) or the meeting was
 * cancelled. Returns how many emails this scan queued.
 */
export async function emailMeetingReports(strapi: Core.Strapi): Promise<number> {
  if (!(await apiService(strapi, 'api::scorecard.scorecard-setting').get()).reportEmail) return 0;
  const db = strapi.db.connection;
  const led: { chapter_id: number | string; name: string; time_zone: string | null }[] = await db('chapter_leaders as cl')
    .join('chapters as c', 'c.id', 'cl.chapter_id')
    .distinct('cl.chapter_id', 'c.name', 'c.time_zone');
  const reports = apiService(strapi, 'api::chapter-report.chapter-report');
  const settings = apiService(strapi, 'api::account.setting');
  let queued = 0;
  for (const chapter of led) {
    const chapterId = Number(chapter.chapter_id);
    const zone = zoneOf({ timeZone: chapter.time_zone });
    const local = DateTime.fromMillis(now(), { zone });
    if (local.hour < MEETING_REPORT_EMAIL_HOUR) continue;
    const yesterday = local.minus({ days: 1 }).toISODate()!;
    const events: { id: number | string; type: string; date: string | number | Date | null; day_of_week: string | null; time_start: string | null; time_end: string | null }[] = await db('events as e')
      .join(eventChapter.table, eventChapter.owner, 'e.id')
      .where(eventChapter.target, chapterId)
      .select('e.id', 'e.type', 'e.date', 'e.day_of_week', 'e.time_start', 'e.time_end');
    const held = events.filter((e) => {
      const date = e.date instanceof Date ? e.date.toISOString() : e.date === null ? null : typeof e.date === 'number' ? new Date(e.date).toISOString() : e.date;
      return occurrenceOn({ type: e.type, date, dayOfWeek: e.day_of_week, timeStart: e.time_start, timeEnd: e.time_end }, yesterday, zone) !== null;
    });
    if (held.length === 0) continue;
    const leaders: Leader[] = (
      await db('chapter_leaders as cl')
        .join('up_users as u', 'u.id', 'cl.user_id')
        .where('cl.chapter_id', chapterId)
        .where('u.status', 'Active')
        .where((q) => q.where('u.blocked', false).orWhereNull('u.blocked'))
        .select('u.id', 'u.email', 'u.firstname')
    ).map((u: { id: number | string; email: string; firstname: string | null }) => ({ id: Number(u.id), email: u.email, firstname: u.firstname }));
    const allowed = await settings.allowedAmong(
      leaders.map((l) => l.id),
      KEY,
      'email',
    );
    const to = leaders.filter((l) => allowed.has(l.id));
    if (to.length === 0) continue;
    for (const event of held) {
      const eventId = Number(event.id);
      if ((await cancellationOf(strapi, eventId, yesterday)) !== null) continue;
      const report = await reports.meeting(chapterId, eventId, yesterday);
      for (const leader of to) {
        const sent = await sendOnce(strapi, { eventId, date: yesterday, userId: leader.id }, () =>
          sendMailInBackground(strapi, withUnsubscribe(meetingReportEmail(leader, report), leader.id, KEY)),
        );
        if (sent) queued += 1;
      }
    }
  }
  return queued;
}
