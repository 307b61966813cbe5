import crypto from 'crypto';
import { DateTime } from 'luxon';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ATTENDANCE_MESSAGES, ATTENDANCE_STATUSES, CHAPTER_NOT_FOUND, MEETING_TIMES, checkInPath, normaliseEmail,
  type AheadMarkRequest, type CancelMeetingRequest, type CancelMeetingResult, type MeetingOccurrence, type AheadMarkResult, type AttendanceCounts, type AttendanceMarkInput, type AttendanceMember, type AttendanceSheet,
  type AttendanceSource, type AttendanceStatus, type AttendanceVisitor, type ChapterMeetings, type CheckInCode, type CheckInRequest, type CheckInResult,
  type EventFormat, type MyAttendance, type MyMeeting, type MyNextMeeting, type OnlineCheckInRequest, type VisitorAttendance,
  type VisitorCheckInRequest, type VisitorCheckInResult,
} from '@gro/config';
import { now } from '../../../platform/db/clock';
import { USER_CHAPTER, USER_COMPANY, VISITOR_EVENT } from '../../../platform/db/links';
import { badRequest, conflict, forbidden } from '../../../platform/http/http-errors';
import { countedSend } from '../../../platform/limits/send-limits';
import { occurrenceIcs, placeLine } from '../../../platform/calendar/ical';
import { sendMailInBackground } from '../../../notifications';
import { apiService } from '../../services';
import { meetingCancelledGuestEmail, meetingDay, substituteInvitationEmail, type ExpectedGuest } from '../messages';
import { fieldError } from '../../../platform/http/validate';
import { configuredMs } from '../../../platform/limits/configured-limits';
import { occurrenceOn, zoneOf } from '../../../platform/calendar/occurrences';
import { cancellationsBetween, occurrenceKey } from '../../../platform/calendar/cancellations';
import { checkInCode, isCurrentCode, nextPeriodAt } from '../domain/check-in-code';
import { personOf, storeMark, type Mark, type Occurrence, type StoreResult } from '../domain/marks';

const EVENT = 'api::event.event';
const CHAPTER = 'api::chapter.chapter';
const CANCELLATION = 'api::attendance.meeting-cancellation';
/** How far back the meeting list goes. */
const MEETINGS_WEEKS_BACK = 8;
/** How far back a leader may mark a meeting (a year: corrections after the fact) and how far ahead (members' absences are known weeks ahead). */
const DAYS_BACK = 366;
const DAYS_AHEAD = 35;
/** The chapter members one sheet lists at most (chapters have tens). */
const SHEET_MEMBERS_MAX = 1000;
/** The marks GET /attendance/mine lists, the latest first. */
const MY_ATTENDANCE_LIMIT = 52;

type EventRow = {
  id: number;
  title: string;
  type: string;
  location: string | null;
  format: EventFormat | null;
  date: string | null;
  dayOfWeek: string | null;
  timeStart: string | null;
  timeEnd: string | null;
  chapter?: { id: number; name: string; timeZone: string | null } | null;
};

type MarkRow = {
  person: string;
  user_id: number | string | null;
  visitor_id: number | string | null;
  status: AttendanceStatus | VisitorAttendance;
  substitute_name: string | null;
  substitute_email: string | null;
  source: AttendanceSource;
  marked_ms: number | string;
  marked_by_id: number | string | null;
};

/** A cancelled occurrence's sheet: nobody expected, nobody counted. */
const noCounts = (): AttendanceCounts => ({
  ...(Object.fromEntries([...ATTENDANCE_STATUSES, 'Unmarked'].map((s) => [s, 0])) as Record<AttendanceStatus | 'Unmarked', number>),
  visitorsAttended: 0,
  visitorsNoShow: 0,
  visitorsUnmarked: 0,
});

const memberChapter = USER_CHAPTER.as('ach');
const memberCompany = USER_COMPANY.as('aco');
const visitorEvent = VISITOR_EVENT.as('ave');

const fullName = (u: { firstname: string | null; lastname: string | null }) => [u.firstname, u.lastname].filter(Boolean).join(' ');
const lateAfterMs = () => configuredMs(MEETING_TIMES.lateAfter);
const clockTime = (at: Date, zone: string) => DateTime.fromJSDate(at).setZone(zone).toFormat('h:mm a');
/** When check-in opens for an occurrence (ms), and whether it is open at `t`: until the end. */
const checkInOpensAt = (occurrence: { start: Date }) => occurrence.start.getTime() - configuredMs(MEETING_TIMES.checkInOpensBefore);
const isCheckInOpen = (occurrence: { start: Date; end: Date }, t: number) => t >= checkInOpensAt(occurrence) && t <= occurrence.end.getTime();

/**
 * Attendance at a chapter's meetings: the sheet of one occurrence (its members by last name and its
 * registered visitors, each with their mark), the leaders' marks (idempotent by key, a later mark
 * winning), the door's check-in code and the members' check-in (Present, or Late past the
 * threshold), and a member's own record.
 */
const attendanceService = ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => strapi.db.connection;

  /** The event's occurrence on `date`, with its chapter: 404 for no event, 400 for an event of no chapter or a date it does not take place on. */
  async function occurrenceOf(eventId: number, date: string) {
    const event = (await strapi.db.query(EVENT).findOne({
      where: { id: eventId },
      select: ['id', 'title', 'type', 'location', 'format', 'date', 'dayOfWeek', 'timeStart', 'timeEnd'],
      populate: { chapter: { select: ['id', 'name', 'timeZone'] } },
    })) as EventRow | null;
    if (!event) throw new errors.NotFoundError(ATTENDANCE_MESSAGES.eventNotFound);
    const chapter = event.chapter;
    if (!chapter) throw badRequest(ATTENDANCE_MESSAGES.noChapter);
    const zone = zoneOf(chapter);
    const occurrence = occurrenceOn(event, date, zone);
    if (!occurrence) fieldError('date', ATTENDANCE_MESSAGES.dateInvalid);
    const at: Occurrence = { eventId, date, chapterId: chapter.id };
    return { event, chapter, zone, occurrence, at };
  }

  /** A sheet is kept for the meetings of the last year and the next five weeks. */
  function assertSheetDate(start: Date) {
    const t = now();
    if (start.getTime() < t - DAYS_BACK * 86_400_000 || start.getTime() > t + DAYS_AHEAD * 86_400_000) fieldError('date', ATTENDANCE_MESSAGES.dateInvalid);
  }

  /** The occurrence a check-in names, while check-in is open (400 otherwise), and the time it is. */
  async function atTheDoor(input: Pick<CheckInRequest, 'eventId' | 'date'>) {
    const loaded = await occurrenceOf(input.eventId, input.date);
    const { occurrence, zone, at } = loaded;
    const t = now();
    await assertNotCancelled(at);
    if (!isCheckInOpen(occurrence, t)) throw badRequest(ATTENDANCE_MESSAGES.checkInClosed(clockTime(new Date(checkInOpensAt(occurrence)), zone), clockTime(occurrence.end, zone)));
    return { ...loaded, t };
  }

  /**
   * Marks the member Present, or Late past the threshold, at an occurrence where check-in is open:
   * nothing changes when they had checked in already (that mark stands). 403 for a member of another chapter.
   */
  async function checkInMember(userId: number, loaded: Awaited<ReturnType<typeof atTheDoor>>, code: string | null): Promise<CheckInResult> {
    const { event, chapter, occurrence, at, t } = loaded;
    if ((await homeChapterOf(userId)) !== chapter.id) throw forbidden(ATTENDANCE_MESSAGES.notYourChapter);
    if (code !== null && !isCurrentCode(at.eventId, at.date, code, t)) fieldError('code', ATTENDANCE_MESSAGES.codeExpired);
    const person = personOf({ userId });
    const before: { status: AttendanceStatus; source: AttendanceSource } | undefined = await db()('attendances')
      .where({ event_id: at.eventId, occurrence_date: at.date, person })
      .first('status', 'source');
    if (before?.source === 'CheckIn') return { eventId: event.id, title: event.title, date: at.date, status: before.status, already: true };
    const status: AttendanceStatus = t > occurrence.start.getTime() + lateAfterMs() ? 'Late' : 'Present';
    await storeMark(db(), at, {
      person, userId, visitorId: null, status, substituteName: null, substituteEmail: null,
      source: 'CheckIn', markedMs: t, markedById: userId, key: `check-in-${crypto.randomUUID()}`,
    });
    const stored: { status: AttendanceStatus } | undefined = await db()('attendances').where({ event_id: at.eventId, occurrence_date: at.date, person }).first('status');
    return { eventId: event.id, title: event.title, date: at.date, status: stored?.status ?? status, already: false };
  }

  /** The chapter a member belongs to, or null. */
  async function homeChapterOf(userId: number): Promise<number | null> {
    const home: { chapter_id: number | string } | undefined = await db()(USER_CHAPTER.table).where(USER_CHAPTER.owner, userId).first(`${USER_CHAPTER.target} as chapter_id`);
    return home ? Number(home.chapter_id) : null;
  }

  /** The occurrence's cancellation, or null when it takes place. */
  const cancellationAt = async (at: Occurrence) => (await cancellationsBetween(strapi, [at.eventId], at.date, at.date)).get(occurrenceKey(at.eventId, at.date)) ?? null;

  /** A mark, a check-in or a say-ahead on a cancelled occurrence is refused (409) with its reason. */
  async function assertNotCancelled(at: Occurrence) {
    const cancellation = await cancellationAt(at);
    if (cancellation) throw conflict(ATTENDANCE_MESSAGES.cancelledMeeting(cancellation.reason));
  }

  /** A member's mark on an occurrence, or undefined. */
  const ownMark = (at: Occurrence, userId: number): Promise<Pick<MarkRow, 'status' | 'substitute_name' | 'substitute_email' | 'source'> | undefined> =>
    db()('attendances').where({ event_id: at.eventId, occurrence_date: at.date, person: personOf({ userId }) }).first('status', 'substitute_name', 'substitute_email', 'source');

  /** The occurrence as its member sees it, with their mark. */
  async function myMeetingOf(loaded: Awaited<ReturnType<typeof occurrenceOf>>, userId: number): Promise<MyMeeting> {
    const { event, chapter, zone, occurrence, at } = loaded;
    const [mark, cancellation] = await Promise.all([ownMark(at, userId), cancellationAt(at)]);
    return {
      eventId: event.id,
      title: event.title,
      date: at.date,
      start: occurrence.start.toISOString(),
      end: occurrence.end.toISOString(),
      timeZone: zone,
      location: event.location ?? null,
      format: event.format ?? 'InPerson',
      chapter: { id: chapter.id, name: chapter.name },
      checkInOpen: cancellation === null && isCheckInOpen(occurrence, now()),
      status: (mark?.status as AttendanceStatus | undefined) ?? null,
      substituteName: mark?.substitute_name ?? null,
      substituteEmail: mark?.substitute_email ?? null,
      source: mark?.source ?? null,
      open: occurrence.start.getTime() > now() && mark?.source !== 'CheckIn' && cancellation === null,
      cancellation,
    };
  }

  /** The chapter's Active members with a company, by last name. */
  async function chapterMembers(chapterId: number) {
    const rows: { id: number | string; firstname: string | null; lastname: string | null; company: string | null }[] = await db()('up_users as u')
      .join(memberChapter.table, memberChapter.owner, 'u.id')
      .join(memberCompany.table, memberCompany.owner, 'u.id')
      .join('companies as c', 'c.id', memberCompany.target)
      .where(memberChapter.target, chapterId)
      .where('u.status', 'Active')
      .orderByRaw('lower(u.lastname), lower(u.firstname), u.id')
      .limit(SHEET_MEMBERS_MAX)
      .select('u.id', 'u.firstname', 'u.lastname', 'c.name as company');
    return rows.map((r) => ({ id: Number(r.id), firstname: r.firstname ?? '', lastname: r.lastname ?? '', company: r.company ?? null }));
  }

  /** The visitors registered for the occurrence, by last name. */
  async function occurrenceVisitors(at: Occurrence) {
    const rows: { id: number | string; firstname: string; lastname: string; company: string | null }[] = await db()('visitors as v')
      .join(visitorEvent.table, visitorEvent.owner, 'v.id')
      .where(visitorEvent.target, at.eventId)
      .where('v.occurrence_date', at.date)
      .orderByRaw('lower(v.lastname), lower(v.firstname), v.id')
      .select('v.id', 'v.firstname', 'v.lastname', 'v.company');
    return rows.map((r) => ({ id: Number(r.id), firstname: r.firstname, lastname: r.lastname, company: r.company ?? null }));
  }

  const marksOf = (at: Occurrence): Promise<MarkRow[]> =>
    db()('attendances')
      .where({ event_id: at.eventId, occurrence_date: at.date })
      .select('person', 'user_id', 'visitor_id', 'status', 'substitute_name', 'substitute_email', 'source', 'marked_ms', 'marked_by_id');

  async function namesOf(ids: number[]): Promise<Map<number, { firstname: string | null; lastname: string | null; company: string | null }>> {
    if (ids.length === 0) return new Map();
    const rows: { id: number | string; firstname: string | null; lastname: string | null; company: string | null }[] = await db()('up_users as u')
      .leftJoin(memberCompany.table, memberCompany.owner, 'u.id')
      .leftJoin('companies as c', 'c.id', memberCompany.target)
      .whereIn('u.id', ids)
      .select('u.id', 'u.firstname', 'u.lastname', 'c.name as company');
    return new Map(rows.map((r) => [Number(r.id), { firstname: r.firstname, lastname: r.lastname, company: r.company ?? null }]));
  }

  async function sheetOf(loaded: Awaited<ReturnType<typeof occurrenceOf>>): Promise<AttendanceSheet> {
    const { event, chapter, zone, occurrence, at } = loaded;
    const [roster, visitors, marks, cancellation] = await Promise.all([chapterMembers(chapter.id), occurrenceVisitors(at), marksOf(at), cancellationAt(at)]);
    const byPerson = new Map(marks.map((m) => [m.person, m]));
    // Members marked at this meeting who have left the chapter since stay on its sheet.
    const onRoster = new Set(roster.map((m) => m.id));
    const formerIds = marks.filter((m) => m.user_id != null && !onRoster.has(Number(m.user_id))).map((m) => Number(m.user_id));
    const markerIds = [...new Set(marks.map((m) => (m.marked_by_id == null ? null : Number(m.marked_by_id))).filter((id): id is number => id !== null))];
    const names = await namesOf([...new Set([...formerIds, ...markerIds])]);
    const former = formerIds.map((id) => ({ id, firstname: names.get(id)?.firstname ?? '', lastname: names.get(id)?.lastname ?? '', company: names.get(id)?.company ?? null }));
    const markedBy = (m: MarkRow | undefined) => {
      if (!m || m.marked_by_id == null) return null;
      const who = names.get(Number(m.marked_by_id));
      return who ? fullName(who) : null;
    };
    const markedAt = (m: MarkRow | undefined) => (m ? new Date(Number(m.marked_ms)).toISOString() : null);
    const byName = (a: { firstname: string; lastname: string; id: number }, b: typeof a) =>
      a.lastname.toLowerCase().localeCompare(b.lastname.toLowerCase()) || a.firstname.toLowerCase().localeCompare(b.firstname.toLowerCase()) || a.id - b.id;

    const members: AttendanceMember[] = [...roster, ...former].sort(byName).map((m) => {
      const mark = byPerson.get(`u:${m.id}`);
      return {
        userId: m.id,
        firstname: m.firstname,
        lastname: m.lastname,
        company: m.company,
        status: (mark?.status as AttendanceStatus | undefined) ?? null,
        substituteName: mark?.substitute_name ?? null,
        substituteEmail: mark?.substitute_email ?? null,
        source: mark?.source ?? null,
        markedAt: markedAt(mark),
        markedBy: markedBy(mark),
      };
    });
    const visitorRows: AttendanceVisitor[] = visitors.map((v) => {
      const mark = byPerson.get(`v:${v.id}`);
      return { visitorId: v.id, firstname: v.firstname, lastname: v.lastname, company: v.company, status: (mark?.status as VisitorAttendance | undefined) ?? null, markedAt: markedAt(mark), markedBy: markedBy(mark) };
    });
    const counts = Object.fromEntries([...ATTENDANCE_STATUSES, 'Unmarked'].map((s) => [s, 0])) as AttendanceCounts;
    for (const m of members) counts[m.status ?? 'Unmarked'] += 1;
    counts.visitorsAttended = visitorRows.filter((v) => v.status === 'Attended').length;
    counts.visitorsNoShow = visitorRows.filter((v) => v.status === 'NoShow').length;
    counts.visitorsUnmarked = visitorRows.filter((v) => v.status === null).length;
    return {
      cancellation,
      eventId: event.id,
      title: event.title,
      chapter: { id: chapter.id, name: chapter.name },
      date: at.date,
      start: occurrence.start.toISOString(),
      end: occurrence.end.toISOString(),
      timeZone: zone,
      lateAfterMinutes: Math.round(lateAfterMs() / 60_000),
      members,
      visitors: visitorRows,
      counts: cancellation ? noCounts() : counts,
    };
  }

  const service = {
    /**
     * GET /chapter/{id}/meetings (the chapter's leaders, admins): the occurrences of its events over
     * the last eight weeks and the next five: the one under way (check-in open), the next four and
     * the last eight.
     */
    async meetings(chapterId: number): Promise<ChapterMeetings> {
      const chapter = (await strapi.db.query(CHAPTER).findOne({ where: { id: chapterId }, select: ['id', 'name', 'timeZone'] })) as { id: number; name: string; timeZone: string | null } | null;
      if (!chapter) throw new errors.NotFoundError(CHAPTER_NOT_FOUND.message, { title: CHAPTER_NOT_FOUND.title });
      const zone = zoneOf(chapter);
      const t = now();
      const from = t - MEETINGS_WEEKS_BACK * 7 * 86_400_000;
      const to = t + DAYS_AHEAD * 86_400_000;
      // Recurring events, and one-time events dated within the span (a day's margin each side: dates are the chapter's).
      const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      const events = (await strapi.db.query(EVENT).findMany({
        where: { chapter: { id: chapterId }, $or: [{ type: 'Recurring' }, { type: 'Once', date: { $gte: dayOf(from - 86_400_000), $lte: dayOf(to + 86_400_000) } }] },
        select: ['id', 'title', 'type', 'date', 'dayOfWeek', 'timeStart', 'timeEnd'],
      })) as EventRow[];
      // Every day of the span, in the chapter's zone: a recurring event takes place on one a week.
      const days: string[] = [];
      for (let day = DateTime.fromMillis(from - 86_400_000, { zone }).startOf('day'); day.toMillis() <= to + 86_400_000; day = day.plus({ days: 1 })) days.push(day.toISODate()!);
      const all = events
        .flatMap((event) => (event.type === 'Once' ? [event.date?.slice(0, 10) ?? ''] : days).map((date) => ({ event, occurrence: occurrenceOn(event, date, zone) })))
        .filter((o): o is { event: EventRow; occurrence: NonNullable<typeof o.occurrence> } => o.occurrence !== null && o.occurrence.start.getTime() >= from && o.occurrence.start.getTime() <= to)
        .map(({ event, occurrence }): MeetingOccurrence => ({ eventId: event.id, title: event.title, date: occurrence.date, start: occurrence.start.toISOString(), end: occurrence.end.toISOString(), cancellation: null }))
        .sort((a, b) => a.start.localeCompare(b.start) || a.eventId - b.eventId);
      const cancelled = await cancellationsBetween(strapi, events.map((e) => e.id), days[0]!, days[days.length - 1]!);
      for (const o of all) o.cancellation = cancelled.get(occurrenceKey(o.eventId, o.date)) ?? null;
      const opensBefore = configuredMs(MEETING_TIMES.checkInOpensBefore);
      const current = all.find((o) => !o.cancellation && Date.parse(o.start) - opensBefore <= t && t <= Date.parse(o.end)) ?? null;
      return {
        chapter: { id: chapter.id, name: chapter.name },
        timeZone: zone,
        current,
        upcoming: all.filter((o) => o !== current && Date.parse(o.start) > t).slice(0, 4),
        recent: all.filter((o) => o !== current && Date.parse(o.end) < t).reverse().slice(0, 8),
      };
    },

    /** GET /event/{id}/attendance?date= (the chapter's leaders, admins). */
    async sheet(eventId: number, date: string): Promise<AttendanceSheet> {
      const loaded = await occurrenceOf(eventId, date);
      assertSheetDate(loaded.occurrence.start);
      return sheetOf(loaded);
    },

    /**
     * PUT /event/{id}/attendance (the chapter's leaders, admins): each mark is stored unless its key
     * was stored before or a later mark stands. A mark made "in the future" counts as made now. Every
     * person must be on the sheet (a member of the chapter or marked at this meeting, a visitor
     * registered for it): 400 naming the first that is not, and nothing stored.
     */
    async mark(eventId: number, date: string, input: AttendanceMarkInput[], leaderId: number) {
      const loaded = await occurrenceOf(eventId, date);
      assertSheetDate(loaded.occurrence.start);
      const { at } = loaded;
      await assertNotCancelled(at);
      const [roster, visitors, marks] = await Promise.all([chapterMembers(at.chapterId), occurrenceVisitors(at), marksOf(at)]);
      const members = new Set([...roster.map((m) => m.id), ...marks.filter((m) => m.user_id != null).map((m) => Number(m.user_id))]);
      const guests = new Set(visitors.map((v) => v.id));
      input.forEach((m, i) => {
        if (m.userId != null && !members.has(m.userId)) fieldError(['marks', String(i), 'userId'], ATTENDANCE_MESSAGES.notInChapter);
        if (m.visitorId != null && !guests.has(m.visitorId)) fieldError(['marks', String(i), 'visitorId'], ATTENDANCE_MESSAGES.visitorNotRegistered);
      });
      const t = now();
      const results: StoreResult[] = [];
      for (const m of input) {
        const substitute = m.status === 'Substitute';
        const mark: Mark = {
          person: personOf(m),
          userId: m.userId ?? null,
          visitorId: m.visitorId ?? null,
          status: m.status,
          substituteName: substitute ? (m.substituteName ?? '').trim() : null,
          substituteEmail: substitute ? normaliseEmail(m.substituteEmail ?? '') : null,
          source: 'Leader',
          markedMs: Math.min(Date.parse(m.markedAt), t),
          markedById: leaderId,
          key: m.key,
        };
        const result = await storeMark(db(), at, mark);
        results.push(result);
        if (result === 'stored' && mark.visitorId !== null) await syncVisitorStatus(mark.visitorId, mark.status as VisitorAttendance);
      }
      const applied = results.filter((r) => r === 'stored').length;
      return { sheet: await sheetOf(loaded), applied, unchanged: results.length - applied };
    },

    /** GET /event/{id}/check-in-code?date= (the chapter's leaders, admins): the code the door shows now. */
    async checkInCode(eventId: number, date: string): Promise<CheckInCode> {
      const { occurrence } = await occurrenceOf(eventId, date);
      assertSheetDate(occurrence.start);
      const t = now();
      const code = checkInCode(eventId, date, t);
      return {
        eventId,
        date,
        code,
        path: checkInPath(eventId, date, code),
        refreshAt: new Date(nextPeriodAt(t)).toISOString(),
        opensAt: new Date(occurrence.start.getTime() - configuredMs(MEETING_TIMES.checkInOpensBefore)).toISOString(),
        closesAt: occurrence.end.toISOString(),
      };
    },

    /**
     * POST /check-in (members): while check-in is open (400 otherwise), a member of the meeting's
     * chapter (403 otherwise) with the door's code of this or the last minute (400 otherwise) is marked
     * Present, or Late past the threshold. A second check-in changes nothing.
     */
    async checkIn(userId: number, input: CheckInRequest): Promise<CheckInResult> {
      return checkInMember(userId, await atTheDoor(input), input.code);
    },

    /**
     * POST /check-in/online (members): at an online or hybrid meeting (400 for one in person), while
     * check-in is open (400 otherwise), a member of its chapter (403 otherwise) checks in from their
     * dashboard, without the door's code: Present, or Late past the threshold, as at the door.
     */
    async checkInOnline(userId: number, input: OnlineCheckInRequest): Promise<CheckInResult> {
      const loaded = await atTheDoor(input);
      if ((loaded.event.format ?? 'InPerson') === 'InPerson') throw badRequest(ATTENDANCE_MESSAGES.inPersonOnly);
      return checkInMember(userId, loaded, null);
    },

    /**
     * POST /check-in/visitor (public, counted per address by the controller): while check-in is
     * open, with the door's code of this or the last minute, a guest registered for this occurrence
     * with that email (any letter case) is marked Attended (and Attended in the visitors table); 404
     * for an email registered for nothing here. A second check-in changes nothing.
     */
    async checkInVisitor(input: VisitorCheckInRequest): Promise<VisitorCheckInResult> {
      const { event, at, t } = await atTheDoor(input);
      if (!isCurrentCode(at.eventId, at.date, input.code, t)) fieldError('code', ATTENDANCE_MESSAGES.codeExpired);
      const guest: { id: number | string; firstname: string } | undefined = await db()('visitors as v')
        .join(visitorEvent.table, visitorEvent.owner, 'v.id')
        .where(visitorEvent.target, at.eventId)
        .where('v.occurrence_date', at.date)
        .whereRaw('lower(v.email) = ?', [normaliseEmail(input.email)])
        .first('v.id', 'v.firstname');
      if (!guest) throw new errors.NotFoundError(ATTENDANCE_MESSAGES.visitorNotFound);
      const visitorId = Number(guest.id);
      const person = personOf({ visitorId });
      const before: { source: AttendanceSource } | undefined = await db()('attendances').where({ event_id: at.eventId, occurrence_date: at.date, person }).first('source');
      const answer = { eventId: event.id, title: event.title, date: at.date, firstname: guest.firstname };
      if (before?.source === 'CheckIn') return { ...answer, already: true };
      const stored = await storeMark(db(), at, {
        person, userId: null, visitorId, status: 'Attended', substituteName: null, substituteEmail: null,
        source: 'CheckIn', markedMs: t, markedById: null, key: `check-in-${crypto.randomUUID()}`,
      });
      if (stored === 'stored') await syncVisitorStatus(visitorId, 'Attended');
      return { ...answer, already: false };
    },

    /** GET /attendance/next (members): their chapter's meeting under way (check-in open) or its next one, with their mark; null without one. */
    async next(userId: number): Promise<MyNextMeeting> {
      const chapterId = await homeChapterOf(userId);
      if (chapterId === null) return { meeting: null, cancelled: [] };
      const meetings = await service.meetings(chapterId);
      const next = meetings.current ?? meetings.upcoming.find((o) => !o.cancellation) ?? null;
      const cancelled = meetings.upcoming.filter((o) => o.cancellation && (!next || o.start < next.start));
      if (!next) return { meeting: null, cancelled };
      return { meeting: await myMeetingOf(await occurrenceOf(next.eventId, next.date), userId), cancelled };
    },

    /**
     * PUT /event/{id}/attendance/mine (members): until the occurrence starts (400 after, and for one
     * more than five weeks ahead; checked first, as a meeting's times are public), a member of its
     * chapter (403 otherwise) who has not checked in (409)
     * says they will be absent, away on medical grounds or sending a substitute, or withdraws what
     * they said (null: a leader's mark goes too; they are expected). A substitute named for the first
     * time (or another one) is emailed the meeting's details and calendar file, counted against the
     * member's send limits (429 past them, and nothing stored); naming the same one again sends and
     * counts nothing.
     */
    async markMine(userId: number, eventId: number, input: AheadMarkRequest): Promise<AheadMarkResult> {
      const loaded = await occurrenceOf(eventId, input.date);
      const { event, chapter, occurrence, at } = loaded;
      const t = now();
      if (occurrence.start.getTime() <= t) throw badRequest(ATTENDANCE_MESSAGES.aheadStarted);
      if (occurrence.start.getTime() > t + DAYS_AHEAD * 86_400_000) fieldError('date', ATTENDANCE_MESSAGES.aheadTooFar);
      if ((await homeChapterOf(userId)) !== chapter.id) throw forbidden(ATTENDANCE_MESSAGES.aheadNotYourChapter);
      await assertNotCancelled(at);
      const before = await ownMark(at, userId);
      if (before?.source === 'CheckIn') throw conflict(ATTENDANCE_MESSAGES.aheadCheckedIn);
      const person = personOf({ userId });
      if (input.status === null) {
        await db()('attendances').where({ event_id: at.eventId, occurrence_date: at.date, person }).whereNot('source', 'CheckIn').del();
        return { meeting: await myMeetingOf(loaded, userId), substituteEmailed: false };
      }
      const substitute = input.status === 'Substitute' ? { name: (input.substituteName ?? '').trim(), email: normaliseEmail(input.substituteEmail ?? '') } : null;
      const store = () =>
        storeMark(db(), at, {
          person, userId, visitorId: null, status: input.status!, substituteName: substitute?.name ?? null, substituteEmail: substitute?.email ?? null,
          source: 'Member', markedMs: t, markedById: userId, key: `ahead-${crypto.randomUUID()}`,
        });
      const newSubstitute = substitute !== null && (before?.status !== 'Substitute' || before.substitute_email !== substitute.email);
      if (!newSubstitute) {
        await store();
        return { meeting: await myMeetingOf(loaded, userId), substituteEmailed: false };
      }
      return countedSend('substitute', userId, async () => {
        await store();
        const meeting = await myMeetingOf(loaded, userId);
        const [full] = await apiService(strapi, 'api::event.event').byIds([event.id]);
        const member = (await db()('up_users').where({ id: userId }).first('firstname', 'lastname', 'email')) as { firstname: string | null; lastname: string | null; email: string };
        const ics = full ? occurrenceIcs(full, chapter, at.date, new Date(t)) : '';
        await sendMailInBackground(strapi, substituteInvitationEmail(
          { firstname: member.firstname ?? '', lastname: member.lastname ?? '', email: member.email },
          substitute!, meeting, full ? placeLine(full) : event.location ?? '', ics,
        ));
        return { meeting, substituteEmailed: true };
      });
    },

    /**
     * POST /event/{id}/cancellation (the chapter's leaders, admins): cancels the occurrence on `date`
     * (a holiday) until it ends (400 after; 400 for one more than a year ahead), unless members have
     * checked in (409) or it is cancelled already (409, also for the loser of two at once). In one
     * transaction: the cancellation, the notice to the chapter's members (notification centre, and
     * email or SMS under their event-reminders setting) and the removal of the marks said ahead (a
     * cancelled meeting counts nobody absent). Then the guests expected (registered visitors,
     * substitutes named, members of other chapters who said they are going) are emailed a calendar
     * file marking it cancelled. Counted against the leader's send limits (429 past them).
     */
    async cancel(eventId: number, input: CancelMeetingRequest, leaderId: number): Promise<CancelMeetingResult> {
      const loaded = await occurrenceOf(eventId, input.date);
      const { event, chapter, zone, occurrence, at } = loaded;
      const t = now();
      if (occurrence.end.getTime() <= t) throw badRequest(ATTENDANCE_MESSAGES.cancelEnded);
      if (occurrence.start.getTime() > t + DAYS_BACK * 86_400_000) fieldError('date', ATTENDANCE_MESSAGES.dateInvalid);
      if (await cancellationAt(at)) throw conflict(ATTENDANCE_MESSAGES.alreadyCancelled);
      const occurrenceRows = () => db()('attendances').where({ event_id: at.eventId, occurrence_date: at.date });
      if (await occurrenceRows().clone().where('source', 'CheckIn').first('id')) throw conflict(ATTENDANCE_MESSAGES.cancelCheckedIn);
      const reason = input.reason.trim();
      const day = meetingDay({ start: occurrence.start.toISOString(), timeZone: zone });
      return countedSend('meeting-cancellation', leaderId, async () => {
        const guests = await expectedGuests(at);
        const members = (await chapterMembers(chapter.id)).length;
        try {
          await strapi.db.transaction(async ({ trx }) => {
            const row = (await strapi.db.query(CANCELLATION).create({
              data: { eventId, occurrenceDate: at.date, chapterId: chapter.id, reason, cancelledById: leaderId },
            })) as { id: number };
            const announcementId = await apiService(strapi, 'api::announcement.announcement').announceMeetingCancelled({ chapterId: chapter.id, eventId, title: event.title, day, authorId: leaderId });
            await trx('meeting_cancellations').where({ id: row.id }).update({ announcement_id: announcementId });
            await trx('attendances').where({ event_id: at.eventId, occurrence_date: at.date }).whereNot('source', 'CheckIn').del();
          });
        } catch (err) {
          if (await cancellationAt(at)) throw conflict(ATTENDANCE_MESSAGES.alreadyCancelled);
          throw err;
        }
        const [full] = await apiService(strapi, EVENT).byIds([event.id]);
        const place = (await strapi.db.query(CHAPTER).findOne({ where: { id: chapter.id }, select: ['slug', 'timeZone'] })) as { slug: string; timeZone: string | null } | null;
        const ics = full ? occurrenceIcs(full, place, at.date, new Date(t), reason) : '';
        const meeting = { title: event.title, chapter: chapter.name, chapterSlug: place?.slug ?? '', start: occurrence.start.toISOString(), timeZone: zone };
        for (const guest of guests) await sendMailInBackground(strapi, meetingCancelledGuestEmail(guest, meeting, reason, ics));
        const cancellation = await cancellationAt(at);
        return {
          meeting: { eventId, title: event.title, date: at.date, start: occurrence.start.toISOString(), end: occurrence.end.toISOString(), cancellation },
          timeZone: zone,
          members,
          guests: guests.length,
        };
      });
    },

    /** GET /attendance/mine (members): the member's own marks, the latest meeting first. */
    async mine(userId: number): Promise<MyAttendance[]> {
      const rows: { event_id: number | string; occurrence_date: string; status: AttendanceStatus; substitute_name: string | null; title: string }[] = await db()('attendances as a')
        .join('events as e', 'e.id', 'a.event_id')
        .where('a.user_id', userId)
        .whereNotExists((q) => q.from('meeting_cancellations as mc').whereRaw('mc.event_id = a.event_id').whereRaw('mc.occurrence_date = a.occurrence_date'))
        .orderBy([{ column: 'a.occurrence_date', order: 'desc' }, { column: 'a.event_id', order: 'asc' }])
        .limit(MY_ATTENDANCE_LIMIT)
        .select('a.event_id', 'a.occurrence_date', 'a.status', 'a.substitute_name', 'e.title');
      return rows.map((r) => ({ eventId: Number(r.event_id), title: r.title, date: r.occurrence_date, status: r.status, substituteName: r.substitute_name ?? null }));
    },
  };
  return service;

  /**
   * Who is expected at an occurrence without hearing the chapter's notice, by email address (each
   * once): the visitors registered for it, the substitutes named for it, and members of other
   * chapters who said they are going (or wait for a seat).
   */
  async function expectedGuests(at: Occurrence): Promise<ExpectedGuest[]> {
    const [visitors, substitutes, answered] = await Promise.all([
      db()('visitors as v').join(visitorEvent.table, visitorEvent.owner, 'v.id').where(visitorEvent.target, at.eventId).where('v.occurrence_date', at.date).select('v.firstname', 'v.email') as Promise<{ firstname: string; email: string }[]>,
      db()('attendances').where({ event_id: at.eventId, occurrence_date: at.date, status: 'Substitute' }).whereNotNull('substitute_email').select('substitute_name', 'substitute_email') as Promise<{ substitute_name: string | null; substitute_email: string }[]>,
      db()('rsvps as r')
        .join('up_users as u', 'u.id', 'r.user_id')
        .leftJoin(memberChapter.table, memberChapter.owner, 'u.id')
        .where({ 'r.event_id': at.eventId, 'r.occurrence_date': at.date })
        .whereIn('r.status', ['Going', 'Waitlisted'])
        .where((q) => q.whereNull(memberChapter.target).orWhereNot(memberChapter.target, at.chapterId))
        .select('u.firstname', 'u.email') as Promise<{ firstname: string | null; email: string }[]>,
    ]);
    const byEmail = new Map<string, ExpectedGuest>();
    const add = (name: string | null, email: string | null) => {
      const key = email ? normaliseEmail(email) : '';
      if (key && !byEmail.has(key)) byEmail.set(key, { name: name?.trim() ?? '', email: email!.trim() });
    };
    for (const v of visitors) add(v.firstname, v.email);
    for (const s of substitutes) add(s.substitute_name, s.substitute_email);
    for (const m of answered) add(m.firstname, m.email);
    return [...byEmail.values()];
  }

  /**
   * A visitor marked at the meeting moves between Registered and Attended in the visitors table
   * (their follow-up: Followed up and Joined are the leaders' later steps and stay).
   */
  async function syncVisitorStatus(visitorId: number, status: VisitorAttendance) {
    const [from, to] = status === 'Attended' ? ['Registered', 'Attended'] : ['Attended', 'Registered'];
    await db()('visitors').where({ id: visitorId, status: from }).update({ status: to, updated_at: new Date(now()) });
  }
};

export type AttendanceService = ReturnType<typeof attendanceService>;
export default attendanceService;
