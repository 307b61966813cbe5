import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DateTime } from 'luxon';
import {
  ATTENDANCE_MESSAGES, ATTENDANCE_STATUSES, CHAPTER_NOT_FOUND, MEETING_REPORT_MESSAGES,
  type AttendanceStatus, type MeetingCancellation, type MeetingReport, type MonthReport, type ReportFigures, type ReportMeeting,
} from '@gro/config';
import { now } from '../../../platform/db/clock';
import { keptUntilWrite } from '../../../platform/db/figures-version';
import { EVENT_CHAPTER, USER_CHAPTER, USER_COMPANY, VISITOR_EVENT } from '../../../platform/db/links';
import { badRequest } from '../../../platform/http/http-errors';
import { fieldError } from '../../../platform/http/validate';
import { occurrenceOn, zoneOf } from '../../../platform/calendar/occurrences';
import { cancellationsBetween, occurrenceKey as key } from '../../../platform/calendar/cancellations';

/**
 * A chapter's meeting report, counted from the records when it is asked for (aggregate queries on
 * indexed columns: nothing to submit, nothing that can fall behind):
 *
 * - attendance: the marks of the meeting's sheet by status (members), and Unmarked, the chapter's
 *   Active members with a company now without a mark; a cancelled meeting counts nobody;
 * - visitors: the guests registered for it, marked Attended or No-show, and those who joined since;
 * - referrals given and received by the chapter's members (the chapter they were in when they gave
 *   or received it), closed business on the referrals they gave (by the day it was closed), and
 *   confirmed one-to-ones with one of its members (by their day): for a meeting, over the period
 *   since the chapter's previous meeting that took place (any of its events; at most five weeks
 *   back, else the week before), so each counts at one meeting; for a month, over the calendar
 *   month in the chapter's time zone.
 */

/** The event columns occurrences are computed from (SQLite keeps a date as ms or text, PostgreSQL as a date). */
const EVENT_COLUMNS = ['e.id', 'e.title', 'e.type', 'e.date', 'e.day_of_week', 'e.time_start', 'e.time_end'] as const;
type EventColumns = { id: number | string; title: string; type: string; date: string | number | Date | null; day_of_week: string | null; time_start: string | null; time_end: string | null };
const DAY_MS = 86_400_000;
/** How far back a meeting's period reaches for the previous meeting that took place. */
const PERIOD_WEEKS_MAX = 5;
/** The reports cover the last two years and the next five weeks. */
const YEARS_BACK = 2;
const DAYS_AHEAD = 35;
/** How many reports (per chapter and meeting or month) a process keeps until the records change. */
const REPORTS_KEPT = 500;

type EventRow = { id: number; title: string; type: string; date: string | null; dayOfWeek: string | null; timeStart: string | null; timeEnd: string | null };
type Occ = { event: EventRow; date: string; start: Date; end: Date };
type Span = { from: Date; to: Date; fromDate: string; toDate: string };
/** The chapter's events and cancellations over the days a report's periods reach into. */
type Window = { fromDate: string; toDate: string; events: EventRow[]; cancelled: Map<string, MeetingCancellation> };

const eventChapter = EVENT_CHAPTER.as('rec');
const memberChapter = USER_CHAPTER.as('rch');
const memberCompany = USER_COMPANY.as('rco');
const visitorEvent = VISITOR_EVENT.as('rve');

const num = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** A stored date as 'YYYY-MM-DD' (PostgreSQL answers a Date at midnight UTC, SQLite the text or ms). */
function dayOf(value: string | number | Date | null): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  const d = new Date(typeof value === 'string' ? Number(value) : value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

const toEventRow = (r: EventColumns): EventRow => ({
  id: Number(r.id), title: r.title, type: r.type, date: dayOf(r.date), dayOfWeek: r.day_of_week, timeStart: r.time_start, timeEnd: r.time_end,
});

const emptyFigures = (): ReportFigures => ({
  attendance: Object.fromEntries([...ATTENDANCE_STATUSES, 'Unmarked'].map((s) => [s, 0])) as Record<AttendanceStatus | 'Unmarked', number>,
  visitors: { registered: 0, attended: 0, noShow: 0, joined: 0 },
  referrals: { given: 0, received: 0 },
  closedBusinessCents: 0,
  oneToOnes: 0,
});

function addFigures(into: ReportFigures, more: ReportFigures) {
  for (const s of [...ATTENDANCE_STATUSES, 'Unmarked'] as const) into.attendance[s] += more.attendance[s];
  into.visitors.registered += more.visitors.registered;
  into.visitors.attended += more.visitors.attended;
  into.visitors.noShow += more.visitors.noShow;
  into.visitors.joined += more.visitors.joined;
}

const chapterReportService = ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => strapi.db.connection;
  /** A report is kept until a write to the records it counts (platform/db/figures-version.ts): exact, and counted once per change. */
  const kept = keptUntilWrite<MeetingReport | MonthReport>(db, REPORTS_KEPT);

  async function chapterOf(chapterId: number) {
    const chapter: { id: number | string; name: string; time_zone: string | null } | undefined = await db()('chapters').where({ id: chapterId }).first('id', 'name', 'time_zone');
    if (!chapter) throw new errors.NotFoundError(CHAPTER_NOT_FOUND.message, { title: CHAPTER_NOT_FOUND.title });
    return { chapter: { id: Number(chapter.id), name: chapter.name }, zone: zoneOf({ timeZone: chapter.time_zone }) };
  }

  /** The chapter's events that can take place between the two dates (recurring ones, and one-time ones dated then, a day's margin). */
  const eventsOf = async (chapterId: number, fromDate: string, toDate: string): Promise<EventRow[]> =>
    (
      (await db()('events as e')
        .join(eventChapter.table, eventChapter.owner, 'e.id')
        .where(eventChapter.target, chapterId)
        .where((q) => q.where('e.type', 'Recurring').orWhere((o) => o.where('e.type', 'Once').whereBetween('e.date', [fromDate, toDate])))
        .select(...EVENT_COLUMNS)) as EventColumns[]
    ).map(toEventRow);

  /** The occurrences of `events` on the days fromDate..toDate (inclusive, the chapter's zone), the soonest first. */
  function occurrencesBetween(events: EventRow[], zone: string, fromDate: string, toDate: string): Occ[] {
    const found: Occ[] = [];
    const last = DateTime.fromISO(toDate, { zone });
    for (let day = DateTime.fromISO(fromDate, { zone }); day <= last; day = day.plus({ days: 1 })) {
      const date = day.toISODate()!;
      for (const event of events) {
        const o = occurrenceOn(event, date, zone);
        if (o) found.push({ event, date, start: o.start, end: o.end });
      }
    }
    return found.sort((a, b) => a.start.getTime() - b.start.getTime() || a.event.id - b.event.id);
  }

  /**
   * Each meeting's period: from the start of the chapter's previous meeting that took place (any of
   * its events, within five weeks), else a week before its start, to its start. The periods of a
   * chapter's meetings follow one another without overlapping, so a referral counts at one meeting.
   */
  function periodsOf(occurrences: Occ[], zone: string, window: Window): Map<string, Span> {
    const spans = new Map<string, Span>();
    const before = occurrencesBetween(window.events, zone, window.fromDate, window.toDate);
    const beforeCancelled = window.cancelled;
    for (const o of occurrences) {
      const previous = before
        .filter((p) => p.start < o.start && p.start.getTime() >= o.start.getTime() - PERIOD_WEEKS_MAX * 7 * DAY_MS)
        .filter((p) => !beforeCancelled.has(key(p.event.id, p.date)))
        .at(-1);
      const from = previous ? previous.start : new Date(o.start.getTime() - 7 * DAY_MS);
      spans.set(key(o.event.id, o.date), { from, to: o.start, fromDate: DateTime.fromJSDate(from, { zone }).toISODate()!, toDate: o.date });
    }
    return spans;
  }

  /**
   * The chapter's events and cancellations from five weeks before the first occurrence to the last
   * (read once: the periods look back into them); `events`: the caller's, when it read that span.
   */
  async function windowOf(chapterId: number, occurrences: Occ[], zone: string, events?: EventRow[]): Promise<Window> {
    const fromDate = DateTime.fromMillis(occurrences[0]!.start.getTime() - PERIOD_WEEKS_MAX * 7 * DAY_MS - DAY_MS, { zone }).toISODate()!;
    const toDate = DateTime.fromJSDate(occurrences[occurrences.length - 1]!.start, { zone }).toISODate()!;
    const all = events ?? (await eventsOf(chapterId, fromDate, toDate));
    return { fromDate, toDate, events: all, cancelled: await cancellationsBetween(strapi, all.map((e) => e.id), fromDate, toDate) };
  }

  /** The chapter's Active members with a company now: the attendance sheet's roster. */
  const rosterOf = (chapterId: number) =>
    db()('up_users as u')
      .join(memberChapter.table, memberChapter.owner, 'u.id')
      .join(memberCompany.table, memberCompany.owner, 'u.id')
      .where(memberChapter.target, chapterId)
      .where('u.status', 'Active');

  async function rosterSize(chapterId: number): Promise<number> {
    const [row] = (await rosterOf(chapterId).count({ n: 'u.id' })) as { n: unknown }[];
    return num(row?.n);
  }

  /** The attendance and visitor figures of each occurrence (zero for cancelled ones). */
  async function meetingFigures(chapterId: number, occurrences: Occ[], cancelled: Map<string, MeetingCancellation>): Promise<Map<string, ReportFigures>> {
    const figures = new Map(occurrences.map((o) => [key(o.event.id, o.date), emptyFigures()]));
    if (occurrences.length === 0) return figures;
    const eventIds = [...new Set(occurrences.map((o) => o.event.id))];
    const fromDate = occurrences[0]!.date;
    const toDate = occurrences[occurrences.length - 1]!.date;
    const roster = rosterOf(chapterId).select('u.id');
    const [size, marks, guests] = await Promise.all([
      rosterSize(chapterId),
      db()('attendances as a')
        .whereIn('a.event_id', eventIds)
        .whereBetween('a.occurrence_date', [fromDate, toDate])
        .groupBy('a.event_id', 'a.occurrence_date', 'a.status')
        .select('a.event_id', 'a.occurrence_date', 'a.status', db().raw('COUNT(*) AS n'), db().raw('SUM(CASE WHEN a.user_id IN ? THEN 1 ELSE 0 END) AS on_roster', [roster])) as Promise<
        { event_id: number | string; occurrence_date: string; status: string; n: unknown; on_roster: unknown }[]
      >,
      db()('visitors as v')
        .join(visitorEvent.table, visitorEvent.owner, 'v.id')
        .whereIn(visitorEvent.target, eventIds)
        .whereBetween('v.occurrence_date', [fromDate, toDate])
        .groupBy(visitorEvent.target, 'v.occurrence_date')
        .select(`${visitorEvent.target} as event_id`, 'v.occurrence_date', db().raw('COUNT(*) AS n'), db().raw("SUM(CASE WHEN v.status = 'Joined' THEN 1 ELSE 0 END) AS joined")) as Promise<
        { event_id: number | string; occurrence_date: string; n: unknown; joined: unknown }[]
      >,
    ]);
    const markedOnRoster = new Map<string, number>();
    for (const m of marks) {
      const f = figures.get(key(Number(m.event_id), m.occurrence_date));
      if (!f) continue;
      if ((ATTENDANCE_STATUSES as readonly string[]).includes(m.status)) {
        f.attendance[m.status as AttendanceStatus] += num(m.n);
        const k = key(Number(m.event_id), m.occurrence_date);
        markedOnRoster.set(k, (markedOnRoster.get(k) ?? 0) + num(m.on_roster));
      } else if (m.status === 'Attended') f.visitors.attended += num(m.n);
      else if (m.status === 'NoShow') f.visitors.noShow += num(m.n);
    }
    for (const g of guests) {
      const f = figures.get(key(Number(g.event_id), g.occurrence_date));
      if (!f) continue;
      f.visitors.registered += num(g.n);
      f.visitors.joined += num(g.joined);
    }
    for (const [k, f] of figures) {
      if (cancelled.has(k)) {
        figures.set(k, emptyFigures());
        continue;
      }
      f.attendance.Unmarked = Math.max(0, size - (markedOnRoster.get(k) ?? 0));
    }
    return figures;
  }

  /**
   * Referrals given and received, closed business and one-to-ones of the chapter in each span: one
   * aggregate query per kind over the union of the spans (indexed on the chapter and the time), a
   * SUM(CASE …) per span, so a month's report costs three statements whatever its meetings.
   */
  async function periodFigures(chapterId: number, spans: Span[]): Promise<ReportFigures[]> {
    const out = spans.map(() => emptyFigures());
    if (spans.length === 0) return out;
    const from = new Date(Math.min(...spans.map((s) => s.from.getTime())));
    const to = new Date(Math.max(...spans.map((s) => s.to.getTime())));
    const fromDate = spans.map((s) => s.fromDate).sort()[0]!;
    const toDate = spans.map((s) => s.toDate).sort().at(-1)!;
    const raw = (sql: string, bindings: unknown[]) => db().raw(sql, bindings as never[]);
    const [passed, closed, meetings] = await Promise.all([
      db()('referrals')
        .whereNull('deleted_at')
        .where((q) => q.where('giver_chapter_id', chapterId).orWhere('receiver_chapter_id', chapterId))
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .first(
          spans.flatMap((span, i) => [
            raw(`SUM(CASE WHEN created_at >= ? AND created_at < ? AND giver_chapter_id = ? THEN 1 ELSE 0 END) AS g${i}`, [span.from, span.to, chapterId]),
            raw(`SUM(CASE WHEN created_at >= ? AND created_at < ? AND receiver_chapter_id = ? THEN 1 ELSE 0 END) AS r${i}`, [span.from, span.to, chapterId]),
          ]),
        ) as Promise<Record<string, unknown> | undefined>,
      db()('referrals')
        .whereNull('deleted_at')
        .where({ giver_chapter_id: chapterId, status: 'Closed' })
        .where('closed_on', '>=', fromDate)
        .where('closed_on', '<', toDate)
        .first(spans.map((span, i) => raw(`SUM(CASE WHEN closed_on >= ? AND closed_on < ? THEN amount_cents ELSE 0 END) AS c${i}`, [span.fromDate, span.toDate]))) as Promise<
        Record<string, unknown> | undefined
      >,
      db()('one_to_ones')
        .where('status', 'Confirmed')
        .where((q) => q.where('proposer_chapter_id', chapterId).orWhere('invitee_chapter_id', chapterId))
        .where('date', '>=', fromDate)
        .where('date', '<', toDate)
        .first(spans.map((span, i) => raw(`SUM(CASE WHEN date >= ? AND date < ? THEN 1 ELSE 0 END) AS o${i}`, [span.fromDate, span.toDate]))) as Promise<Record<string, unknown> | undefined>,
    ]);
    spans.forEach((_, i) => {
      const f = out[i]!;
      f.referrals.given = num(passed?.[`g${i}`]);
      f.referrals.received = num(passed?.[`r${i}`]);
      f.closedBusinessCents = num(closed?.[`c${i}`]);
      f.oneToOnes = num(meetings?.[`o${i}`]);
    });
    return out;
  }

  /** The report's meetings: each with its period and figures. */
  async function reportMeetings(chapterId: number, zone: string, occurrences: Occ[], also: Span[] = [], events?: EventRow[]): Promise<{ meetings: ReportMeeting[]; also: ReportFigures[] }> {
    if (occurrences.length === 0) return { meetings: [], also: await periodFigures(chapterId, also) };
    const window = await windowOf(chapterId, occurrences, zone, events);
    const { cancelled } = window;
    const spans = periodsOf(occurrences, zone, window);
    const figures = await meetingFigures(chapterId, occurrences, cancelled);
    const ordered = occurrences.map((o) => spans.get(key(o.event.id, o.date))!);
    const periods = await periodFigures(chapterId, [...ordered, ...also]);
    const meetings = occurrences.map((o, i) => {
      const k = key(o.event.id, o.date);
      const f = figures.get(k)!;
      const p = periods[i]!;
      return {
        eventId: o.event.id,
        title: o.event.title,
        date: o.date,
        start: o.start.toISOString(),
        end: o.end.toISOString(),
        cancellation: cancelled.get(k) ?? null,
        periodFrom: ordered[i]!.from.toISOString(),
        periodTo: ordered[i]!.to.toISOString(),
        figures: { ...f, referrals: p.referrals, closedBusinessCents: p.closedBusinessCents, oneToOnes: p.oneToOnes },
      };
    });
    return { meetings, also: periods.slice(ordered.length) };
  }

  /** A report reaches two years back and five weeks ahead. */
  function assertInReach(start: Date, field: string) {
    const t = now();
    if (start.getTime() < t - YEARS_BACK * 366 * DAY_MS || start.getTime() > t + DAYS_AHEAD * DAY_MS) fieldError(field, MEETING_REPORT_MESSAGES.tooFar);
  }

  return {
    /** GET /chapter/{id}/report?event=&date=: one meeting of the chapter (400 for another chapter's event or a day it does not meet). */
    async meeting(chapterId: number, eventId: number, date: string): Promise<MeetingReport> {
      const report = (await kept(`meeting ${chapterId} ${eventId} ${date}`, () => meetingReport(chapterId, eventId, date))) as MeetingReport;
      // Time moves while a report is kept: a meeting that has left the reach is refused again.
      assertInReach(new Date(report.meeting.start), 'date');
      return report;
    },

    /** GET /chapter/{id}/report?month=YYYY-MM: the month's meetings and the month's figures. */
    async month(chapterId: number, month: string): Promise<MonthReport> {
      const report = (await kept(`month ${chapterId} ${month}`, () => monthReport(chapterId, month))) as MonthReport;
      assertInReach(DateTime.fromISO(`${month}-01`, { zone: report.timeZone }).toJSDate(), 'month');
      return report;
    },
  };

  async function meetingReport(chapterId: number, eventId: number, date: string): Promise<MeetingReport> {
    const { chapter, zone } = await chapterOf(chapterId);
    const row = (await db()('events as e')
      .leftJoin(eventChapter.table, eventChapter.owner, 'e.id')
      .where('e.id', eventId)
      .first(...EVENT_COLUMNS, `${eventChapter.target} as chapter_id`)) as (EventColumns & { chapter_id: number | string | null }) | undefined;
    if (!row) throw new errors.NotFoundError(ATTENDANCE_MESSAGES.eventNotFound);
    if (Number(row.chapter_id) !== chapterId) throw badRequest(MEETING_REPORT_MESSAGES.notThisChapter);
    const event = toEventRow(row);
    const o = occurrenceOn(event, date, zone);
    if (!o) fieldError('date', ATTENDANCE_MESSAGES.dateInvalid);
    assertInReach(o.start, 'date');
    const { meetings: [meeting] } = await reportMeetings(chapterId, zone, [{ event, date, start: o.start, end: o.end }]);
    const joined: { firstname: string; lastname: string; company: string | null }[] = await db()('visitors as v')
      .join(visitorEvent.table, visitorEvent.owner, 'v.id')
      .where(visitorEvent.target, eventId)
      .where('v.occurrence_date', date)
      .where('v.status', 'Joined')
      .orderByRaw('lower(v.lastname), lower(v.firstname), v.id')
      .select('v.firstname', 'v.lastname', 'v.company');
    return { chapter, timeZone: zone, meeting: meeting!, joined: joined.map((j) => ({ firstname: j.firstname, lastname: j.lastname, company: j.company ?? null })) };
  }

  async function monthReport(chapterId: number, month: string): Promise<MonthReport> {
    const { chapter, zone } = await chapterOf(chapterId);
    const first = DateTime.fromISO(`${month}-01`, { zone });
    const next = first.plus({ months: 1 });
    assertInReach(first.toJSDate(), 'month');
    const fromDate = first.toISODate()!;
    const toDate = next.minus({ days: 1 }).toISODate()!;
    // The month's events and those of the five weeks before it, which its first meetings' periods reach into.
    const events = await eventsOf(chapterId, first.minus({ weeks: PERIOD_WEEKS_MAX, days: 2 }).toISODate()!, toDate);
    const occurrences = occurrencesBetween(events, zone, fromDate, toDate);
    const monthSpan: Span = { from: first.toJSDate(), to: next.toJSDate(), fromDate, toDate: next.toISODate()! };
    const { meetings, also: [calendarMonth] } = await reportMeetings(chapterId, zone, occurrences, [monthSpan], events);
    const figures = emptyFigures();
    for (const m of meetings) addFigures(figures, m.figures);
    return {
      chapter,
      timeZone: zone,
      month,
      meetings,
      figures: { ...figures, referrals: calendarMonth!.referrals, closedBusinessCents: calendarMonth!.closedBusinessCents, oneToOnes: calendarMonth!.oneToOnes },
    };
  }
};

export type ChapterReportService = ReturnType<typeof chapterReportService>;
export default chapterReportService;
