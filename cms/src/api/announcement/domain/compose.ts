import type { Core } from '@strapi/strapi';
import { DateTime } from 'luxon';
import { ANNOUNCEMENT_LIMITS, CHAPTER_NEWS_TEXTS, COMPANY_NAME, MEETING_CANCELLED_TEXTS, NEWSLETTER_TEXTS, NEW_EVENT_NOTICE_TEXTS, SITE_PATHS, type ChapterEvent, type InboxKind } from '@gro/config';
import { layout } from '../../../notifications/layout';
import { unsubscribePageUrl, withUnsubscribe } from '../../../notifications/unsubscribe';
import { eventIcs, occurrenceIcs, placeLine } from '../../../platform/calendar/ical';
import { cancellationNoticed, cancelledDatesOf } from '../../../platform/calendar/cancellations';
import { occurrenceOn, occurrenceWhen, upcomingOccurrences, zoneOf } from '../../../platform/calendar/occurrences';
import { siteUrl } from '../../../platform/http/site-url';
import { now } from '../../../platform/db/clock';
import type { Mail } from '../../../providers/email';
import { apiService } from '../../services';
import type { AnnouncementRow, InboxEntryOf } from './delivery';
import { markdownText, renderMarkdown } from './markdown';

/** Who a message is written for. */
type Addressee = { userId: number; firstname: string | null; email: string | null };

/** How an announcement is written for each recipient: the email, the text message and the notification-centre entry. */
type Composer = {
  email: (to: Addressee) => Mail;
  sms: (to: Addressee) => string;
  inbox: InboxEntryOf;
};

const greeting = (to: Addressee) => `Hello ${to.firstname?.trim() || 'there'},`;

/** The event's next date, as people read it in its chapter's zone ('… (every Tuesday)' for a weekly meeting). */
function whenOf(event: ChapterEvent, zone: string): string {
  const [next] = upcomingOccurrences(event, zone, new Date(now()), 1);
  const when = next ? occurrenceWhen(next.start, zone) : (event.date ?? '');
  return event.type === 'Recurring' && event.dayOfWeek ? `${when} (every ${event.dayOfWeek})` : when;
}

/** A new-event notice: the events (fresh from the table: edits made within the delay are in it), each with its page and calendar file. */
async function newEventsComposer(strapi: Core.Strapi, announcement: AnnouncementRow): Promise<Composer> {
  const ids = Array.isArray(announcement.event_ids) ? announcement.event_ids.map(Number) : (JSON.parse(String(announcement.event_ids ?? '[]')) as number[]);
  const found = await apiService(strapi, 'api::event.event').byIds(ids);
  const events = ids.map((id) => found.find((e) => e.id === id)).filter((e): e is ChapterEvent => Boolean(e));
  const chapter = announcement.chapter_id === null
    ? null
    : ((await strapi.db.query('api::chapter.chapter').findOne({ where: { id: announcement.chapter_id }, select: ['name', 'timeZone'] })) as { name: string; timeZone: string | null } | null);
  const where = chapter?.name ?? NEW_EVENT_NOTICE_TEXTS.allChapters;
  const listed = events.slice(0, ANNOUNCEMENT_LIMITS.digestEvents);
  const zoneFor = (event: ChapterEvent) => zoneOf(event.chapterId === announcement.chapter_id ? chapter : null);
  const lines = listed.map((event) => {
    const place = placeLine(event);
    return `${event.title} — ${whenOf(event, zoneFor(event))}${place ? `, ${place}` : ''}. ${NEW_EVENT_NOTICE_TEXTS.rsvp}: ${siteUrl(`/events/${event.id}`)}`;
  });
  const more = events.length - listed.length;
  const attachments = listed.map((event) => ({ filename: `event-${event.id}.ics`, content: eventIcs(event, chapter), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }));
  const single = events.length === 1 ? events[0]! : null;
  const action = single
    ? { label: NEW_EVENT_NOTICE_TEXTS.rsvp, url: siteUrl(`/events/${single.id}`) }
    : { label: NEW_EVENT_NOTICE_TEXTS.allEvents, url: siteUrl('/portal/event') };
  const title = announcement.subject;
  const smsHead = `${COMPANY_NAME}: ${single ? `${single.title}, ${whenOf(single, zoneFor(single))}` : title}.`;
  return {
    email: (to) =>
      withUnsubscribe(
        {
          to: to.email ?? '',
          subject: title,
          ...layout({
            heading: NEW_EVENT_NOTICE_TEXTS.heading(where),
            paragraphs: [greeting(to), NEW_EVENT_NOTICE_TEXTS.intro(events.length), ...lines, ...(more > 0 ? [NEW_EVENT_NOTICE_TEXTS.more(more)] : []), NEW_EVENT_NOTICE_TEXTS.calendarHint],
            action,
          }),
          attachments,
        },
        to.userId,
        announcement.setting_key,
      ),
    sms: (to) => `${smsHead} ${action.url} Opt out: reply STOP or ${unsubscribePageUrl(to.userId, announcement.setting_key, 'sms')}`,
    inbox: (userId) => ({ userId, kind: 'newEvents' satisfies InboxKind, title, body: listed.map((e) => e.title).join(', '), link: single ? `/events/${single.id}` : '/portal/event' }),
  };
}

/** The portal page of one news item; a chapter's news archive. */
export const newsPath = (id: number) => `/portal/news/${id}`;
const newsArchivePath = (chapterId: number | null) => `/portal/chapter/${chapterId ?? ''}/news`;

/** The SMS's words before its links: short enough that, with them, it stays a text or two. */
const SMS_HEAD_CHARS = 90;

/**
 * Chapter news: the subject as the heading, the Markdown body as markdown-it made it safe (and as
 * written, in the text part), and a button to the linked event, or else to the news in the portal.
 * The SMS holds only the subject and the link.
 */
async function chapterNewsComposer(strapi: Core.Strapi, announcement: AnnouncementRow): Promise<Composer> {
  const ids = Array.isArray(announcement.event_ids) ? announcement.event_ids.map(Number) : (JSON.parse(String(announcement.event_ids ?? '[]')) as number[]);
  const [event] = ids.length ? await apiService(strapi, 'api::event.event').byIds(ids.slice(0, 1)) : [];
  const chapter = announcement.chapter_id === null ? null : ((await strapi.db.query('api::chapter.chapter').findOne({ where: { id: announcement.chapter_id }, select: ['name'] })) as { name: string } | null);
  const chapterName = chapter?.name ?? COMPANY_NAME;
  const body = announcement.body ?? '';
  const rich = { text: body, html: renderMarkdown(body) };
  // A draft (a preview, a test: id 0) has no page yet: its link opens the chapter's archive.
  const newsUrl = siteUrl(announcement.id ? newsPath(announcement.id) : newsArchivePath(announcement.chapter_id));
  const action = event ? { label: CHAPTER_NEWS_TEXTS.eventAction, url: siteUrl(`/events/${event.id}`) } : { label: CHAPTER_NEWS_TEXTS.readAction, url: newsUrl };
  const title = announcement.subject;
  const smsHead = CHAPTER_NEWS_TEXTS.sms(chapterName, title);
  const short = smsHead.length > SMS_HEAD_CHARS ? `${smsHead.slice(0, SMS_HEAD_CHARS - 1).trimEnd()}…` : smsHead;
  return {
    email: (to) =>
      withUnsubscribe(
        { to: to.email ?? '', subject: title, ...layout({ heading: title, paragraphs: [greeting(to)], rich, action }) },
        to.userId,
        announcement.setting_key,
      ),
    sms: (to) => `${short} ${newsUrl} Opt out: reply STOP or ${unsubscribePageUrl(to.userId, announcement.setting_key, 'sms')}`,
    inbox: (userId) => ({ userId, kind: 'chapterNews' satisfies InboxKind, title, body: markdownText(body, 140), link: newsPath(announcement.id) }),
  };
}

/** The portal page of one newsletter issue (a send of it). */
export const newsletterIssuePath = (id: number) => SITE_PATHS.portal.newsletterIssue.replace(':issueId', String(id));

/**
 * The GRO newsletter: as chapter news, the subject as the heading and the Markdown body made safe,
 * with a button to the issue in the portal (a preview or test, which has no issue yet, to the portal).
 */
async function newsletterComposer(_strapi: Core.Strapi, announcement: AnnouncementRow): Promise<Composer> {
  const body = announcement.body ?? '';
  const rich = { text: body, html: renderMarkdown(body) };
  const issueUrl = siteUrl(announcement.id ? newsletterIssuePath(announcement.id) : SITE_PATHS.portal.dashboard);
  const action = { label: NEWSLETTER_TEXTS.readAction, url: issueUrl };
  const title = announcement.subject;
  const smsHead = NEWSLETTER_TEXTS.sms(title);
  const short = smsHead.length > SMS_HEAD_CHARS ? `${smsHead.slice(0, SMS_HEAD_CHARS - 1).trimEnd()}…` : smsHead;
  return {
    email: (to) =>
      withUnsubscribe({ to: to.email ?? '', subject: title, ...layout({ heading: title, paragraphs: [greeting(to)], rich, action }) }, to.userId, announcement.setting_key),
    sms: (to) => `${short} ${issueUrl} Opt out: reply STOP or ${unsubscribePageUrl(to.userId, announcement.setting_key, 'sms')}`,
    inbox: (userId) => ({ userId, kind: 'newsletter' satisfies InboxKind, title, body: markdownText(body, 140), link: newsletterIssuePath(announcement.id) }),
  };
}

/** Occurrences of a weekly meeting looked at for the next one that takes place (cancellations rarely run longer). */
const NEXT_MEETING_WEEKS = 8;

/**
 * A meeting's cancellation, to the chapter's members: who cancelled which occurrence and why, that
 * nobody is marked absent, the next meeting that takes place, and a calendar file marking the
 * occurrence cancelled (the UID of the member's feed entry for it).
 */
async function meetingCancelledComposer(strapi: Core.Strapi, announcement: AnnouncementRow): Promise<Composer> {
  const cancellation = await cancellationNoticed(strapi, announcement.id);
  if (!cancellation) throw new Error(`Announcements: the cancellation of announcement ${announcement.id} is gone`);
  const [event] = await apiService(strapi, 'api::event.event').byIds([cancellation.eventId]);
  if (!event) throw new Error(`Announcements: event ${cancellation.eventId} of a cancellation is gone`);
  const chapter = announcement.chapter_id === null
    ? null
    : ((await strapi.db.query('api::chapter.chapter').findOne({ where: { id: announcement.chapter_id }, select: ['name', 'timeZone'] })) as { name: string; timeZone: string | null } | null);
  const zone = zoneOf(chapter);
  const occurrence = occurrenceOn(event, cancellation.date, zone);
  const day = occurrence ? DateTime.fromJSDate(occurrence.start).setZone(zone).toFormat('cccc, LLLL d') : cancellation.date;
  const by = cancellation.cancelledById === null
    ? null
    : ((await strapi.db.connection('up_users').where({ id: cancellation.cancelledById }).first('firstname', 'lastname')) as { firstname: string | null; lastname: string | null } | undefined);
  const byName = by ? [by.firstname, by.lastname].filter(Boolean).join(' ') || null : null;
  const cancelled = (await cancelledDatesOf(strapi, [event.id], cancellation.date)).get(event.id) ?? new Map<string, string>();
  const next = upcomingOccurrences(event, zone, new Date(Math.max(now(), occurrence?.start.getTime() ?? 0)), NEXT_MEETING_WEEKS).find((o) => !cancelled.has(o.date));
  const ics = occurrenceIcs(event, chapter, cancellation.date, new Date(now()), cancellation.reason);
  const link = `/events/${event.id}`;
  const action = { label: MEETING_CANCELLED_TEXTS.action, url: siteUrl(link) };
  const title = announcement.subject;
  return {
    email: (to) =>
      withUnsubscribe(
        {
          to: to.email ?? '',
          subject: title,
          ...layout({
            heading: MEETING_CANCELLED_TEXTS.heading(event.title),
            paragraphs: [
              greeting(to),
              MEETING_CANCELLED_TEXTS.intro(event.title, day, chapter?.name ?? COMPANY_NAME, byName),
              MEETING_CANCELLED_TEXTS.reason(cancellation.reason),
              MEETING_CANCELLED_TEXTS.nothingToDo,
              ...(next ? [MEETING_CANCELLED_TEXTS.next(occurrenceWhen(next.start, zone))] : []),
              MEETING_CANCELLED_TEXTS.calendarHint,
            ],
            action,
          }),
          attachments: [{ filename: 'meeting.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
        },
        to.userId,
        announcement.setting_key,
      ),
    sms: (to) => `${MEETING_CANCELLED_TEXTS.sms(event.title, day, cancellation.reason)} ${action.url} Opt out: reply STOP or ${unsubscribePageUrl(to.userId, announcement.setting_key, 'sms')}`,
    inbox: (userId) => ({ userId, kind: 'meetingCancelled' satisfies InboxKind, title, body: cancellation.reason, link }),
  };
}

const COMPOSERS: Partial<Record<AnnouncementRow['kind'], (strapi: Core.Strapi, a: AnnouncementRow) => Promise<Composer>>> = {
  newEvents: newEventsComposer,
  chapterNews: chapterNewsComposer,
  newsletter: newsletterComposer,
  meetingCancelled: meetingCancelledComposer,
};

/** The composer of the announcement's kind (made once per batch). */
export async function composerOf(strapi: Core.Strapi, announcement: AnnouncementRow): Promise<Composer> {
  const make = COMPOSERS[announcement.kind];
  if (!make) throw new Error(`Announcements: no composer for "${announcement.kind}"`);
  return make(strapi, announcement);
}
