import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ADMIN_MESSAGES, DAYS, connectedId, type ChapterEvent, type EventPayload, type EventSortField, type PublicEvent } from '@gro/config';
import { distinctIds } from '../../../platform/http/csv';
import { containsPattern, pagination, type ParsedListQuery } from '../../../platform/http/list-query';
import { EVENT_FIELDS, toEvent } from '../../../platform/cache/mappers';
import { nextWeekday, todayIn } from '../../../platform/calendar/dates';
import { formData } from '../../../platform/http/fields';
import { eventIcs } from '../../../platform/calendar/ical';
import { slugify } from '../../../platform/db/slug';
import { fieldError } from '../../../platform/http/validate';
import { findPublicEvent } from '../../../platform/cache/public-events';
import { upcomingOccurrences } from '../../../platform/calendar/occurrences';
import { cancelledDatesOf, datesFrom } from '../../../platform/calendar/cancellations';
import { apiService } from '../../services';
import { EVENT_CHAPTER } from '../../../platform/db/links';

const chapterLink = EVENT_CHAPTER.as('ecl');

const UID = 'api::event.event';
const populate = { chapter: { select: ['id', 'documentId', 'name', 'slug'] } };

function chapterFilter(chapterId: number | undefined) {
  return chapterId === undefined ? [] : [{ $or: [{ chapter: { id: { $null: true } } }, { chapter: { id: chapterId } }] }];
}

/** One-time events by date, then recurring ones by weekday; each by start time. */
function byWhen(a: ReturnType<typeof toEvent>, b: ReturnType<typeof toEvent>) {
  const key = (e: ReturnType<typeof toEvent>) =>
    e.type === 'Once' ? `0${e.date ?? ''}` : `1${DAYS.indexOf(e.dayOfWeek ?? 'Sunday')}`;
  return key(a).localeCompare(key(b)) || (a.timeStart ?? '').localeCompare(b.timeStart ?? '') || a.id - b.id;
}

/**
 * Upcoming events by the day they next take place (a weekly one on its next weekday, today
 * included), then by start time: the weekly meeting of next Tuesday before a summit in March.
 */
function byNextDate(events: ReturnType<typeof toEvent>[], today: string) {
  const next = (e: ReturnType<typeof toEvent>) => (e.type === 'Once' ? (e.date ?? '') : ((e.dayOfWeek && nextWeekday(today, e.dayOfWeek)) || '9999-12-31'));
  const days = new Map(events.map((e) => [e.id, next(e)]));
  return events.sort((a, b) => days.get(a.id)!.localeCompare(days.get(b.id)!) || (a.timeStart ?? '').localeCompare(b.timeStart ?? '') || a.id - b.id);
}

/**
 * Upcoming first: one-time events from today on by date, then the recurring ones by weekday, then
 * the past one-time events, the latest first (today in APP_TIMEZONE, like /event/active).
 */
function upcomingFirst(today: string) {
  const past = (e: ReturnType<typeof toEvent>) => e.type === 'Once' && (e.date ?? '') < today;
  return (a: ReturnType<typeof toEvent>, b: ReturnType<typeof toEvent>) => {
    const group = (e: ReturnType<typeof toEvent>) => (past(e) ? 2 : e.type === 'Once' ? 0 : 1);
    const byGroup = group(a) - group(b);
    if (byGroup !== 0) return byGroup;
    return group(a) === 2 ? byWhen(b, a) : byWhen(a, b);
  };
}

const WEEKDAY_SQL = `CASE e.day_of_week ${DAYS.map((d, i) => `WHEN '${d}' THEN ${i}`).join(' ')} ELSE 7 END`;

/** The table's order without a chosen sort, as upcomingFirst: [expression, direction, bindings]. */
function upcomingFirstSql(today: string): [string, 'asc' | 'desc', string[]][] {
  const upcoming = `e.type = 'Once' AND e.date >= ?`;
  const past = `e.type = 'Once' AND e.date < ?`;
  return [
    [`CASE WHEN ${upcoming} THEN 0 WHEN ${past} THEN 2 ELSE 1 END`, 'asc', [today, today]],
    [`CASE WHEN ${upcoming} THEN e.date END`, 'asc', [today]],
    [WEEKDAY_SQL, 'asc', []],
    [`CASE WHEN ${past} THEN e.date END`, 'desc', [today]],
    ['e.time_start', 'asc', []],
    ['e.id', 'asc', []],
  ];
}

/** Sortable columns; dated events sort by date, and weekly ones after them by weekday. */
const SORT_SQL: Record<EventSortField, string[]> = {
  title: ['lower(e.title)'],
  type: ['e.type'],
  date: ['CASE WHEN e.date IS NULL THEN 1 ELSE 0 END', 'e.date', WEEKDAY_SQL],
  time: ['e.time_start'],
  chapter: ['CASE WHEN ch.name IS NULL THEN 1 ELSE 0 END', 'lower(ch.name)'],
  city: ["CASE WHEN e.city IS NULL OR e.city = '' THEN 1 ELSE 0 END", 'lower(e.city)'],
};

/** The event form's columns besides the chapter; date and day of week are set by type. */
const FORM_FIELDS = [
  'title', 'type', 'date', 'dayOfWeek', 'description', 'location', 'address', 'city', 'state', 'postalCode', 'country',
  'latitude', 'longitude', 'timeStart', 'timeEnd', 'capacity', 'format',
] as const;

/** What the activity log keeps of an event: its answer without the ids. */
const snapshot = ({ id: _id, uuid: _uuid, chapter: _chapter, ...rest }: ChapterEvent) => rest;
/** Weekly occurrences looked at for the next one not cancelled (a chapter rarely calls off more in a row). */
const NEXT_OCCURRENCES_LOOKED_AT = 8;

/**
 * The payload's columns: a one-time event has no day of week and a recurring one no date, and the
 * chapter reference becomes its id (null: none; left out: unchanged). 400 for an unknown chapter.
 */
async function eventData(strapi: Core.Strapi, input: EventPayload) {
  const data: Record<string, unknown> = formData({ ...input, ...(input.type === 'Once' ? { dayOfWeek: null } : { date: null }) }, FORM_FIELDS);
  if (input.chapter !== undefined) {
    const chapterId = connectedId(input.chapter);
    if (chapterId !== null && !(await strapi.db.query('api::chapter.chapter').findOne({ where: { id: chapterId }, select: ['id'] }))) {
      fieldError('chapter', ADMIN_MESSAGES.chapterUnknown);
    }
    data.chapter = chapterId;
  }
  return data;
}

async function findEvent(strapi: Core.Strapi, id: number): Promise<ChapterEvent | null> {
  const row = await strapi.db.query(UID).findOne({ select: [...EVENT_FIELDS], populate, where: { id } });
  return row ? toEvent(row) : null;
}

type Knex = Core.Strapi['db']['connection'];

/** A chapter's next event, for its welcome email: its day is the next occurrence (a weekly one's next weekday). */
export type NextMeeting = {
  title: string; day: string; recurringOn: string | null; timeStart: string | null; timeEnd: string | null;
  location: string | null; address: string | null; city: string | null; state: string | null; postalCode: string | null;
};

/** Events (as `e`) with their chapter (as `ch`) that `q` matches: title, location, city or chapter name. */
function filteredEvents(knex: Knex, query: ParsedListQuery<EventSortField>, chapterId?: number) {
  const q = knex('events as e')
    .leftJoin(chapterLink.table, chapterLink.owner, 'e.id')
    .leftJoin('chapters as ch', 'ch.id', chapterLink.target);
  if (chapterId !== undefined) q.where(chapterLink.target, chapterId);
  if (query.q) {
    const p = containsPattern(query.q);
    const like = (expr: string) => `lower(${expr}) LIKE ? ESCAPE '\\'`;
    q.whereRaw(`(${like('e.title')} OR ${like('e.location')} OR ${like('e.city')} OR ${like('ch.name')})`, [p, p, p, p]);
  }
  return q;
}

/** Their ids in the table's order: the chosen sort, or upcoming events first and past ones last. */
function orderedEventIds(knex: Knex, query: ParsedListQuery<EventSortField>, chapterId?: number) {
  const ids = filteredEvents(knex, query, chapterId).select('e.id');
  if (query.sort) {
    const { direction } = query.sort;
    SORT_SQL[query.sort.field].forEach((expr, i) => ids.orderByRaw(`${expr} ${i === 0 && expr.startsWith('CASE WHEN') ? 'asc' : direction}`));
    ids.orderByRaw(`e.time_start ${direction}`).orderBy('e.id', direction);
  } else {
    upcomingFirstSql(todayIn()).forEach(([expr, direction, bindings]) => ids.orderByRaw(`${expr} ${direction}`, bindings));
  }
  return ids;
}

async function eventsByIds(strapi: Core.Strapi, ids: number[]): Promise<ChapterEvent[]> {
  const rows = await strapi.db.query(UID).findMany({ select: [...EVENT_FIELDS], populate, where: { id: { $in: ids } } });
  return rows.map(toEvent);
}

const eventService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * One page of events for the portal's table (GET /event with list parameters): a count and the
   * page's ids from the events table, then those events with their chapter; `chapterId`: one chapter's. q matches the title,
   * location, city and chapter name. Without a sort, upcoming events come first and past ones last.
   */
  async listPage(query: ParsedListQuery<EventSortField>, chapterId?: number) {
    const knex = strapi.db.connection;
    const [{ total }] = await filteredEvents(knex, query, chapterId).count({ total: 'e.id' });
    const count = Number(total);
    if (count === 0 || query.offset >= count) return { items: [], pagination: pagination(query.page, query.pageSize, count) };
    const pageIds: number[] = (await orderedEventIds(knex, query, chapterId).limit(query.pageSize).offset(query.offset)).map((row: { id: number }) => row.id);
    const byId = new Map((await eventsByIds(strapi, pageIds)).map((event) => [event.id, event]));
    return { items: pageIds.map((id) => byId.get(id)).filter(Boolean), pagination: pagination(query.page, query.pageSize, count) };
  },

  /** The admins' CSV export: the ids of every event the search matches, in the table's order. */
  async exportIds(query: ParsedListQuery<EventSortField>): Promise<Int32Array> {
    return distinctIds(await orderedEventIds(strapi.db.connection, query));
  },

  /** The events of `ids` (any order) with their chapter. */
  exportRows(ids: number[]): Promise<ChapterEvent[]> {
    return eventsByIds(strapi, ids);
  },

  /** Every event, upcoming first and the past ones last (GET /event without list parameters). */
  async listAll() {
    const rows = await strapi.db.query(UID).findMany({ select: [...EVENT_FIELDS], populate, orderBy: [{ date: 'asc' }, { id: 'asc' }] });
    return rows.map(toEvent).sort(upcomingFirst(todayIn()));
  },

  /** GET /event/{id}: the event's public page, or null for an unknown id. */
  async findPublic(id: number, now = new Date()): Promise<PublicEvent | null> {
    return findPublicEvent(strapi, id, now);
  },

  /** Upcoming one-time events and every recurring one; with a chapter, those with no chapter or that chapter. */
  async listActive({ chapterId }: { chapterId?: number }) {
    const rows = await strapi.db.query(UID).findMany({
      select: [...EVENT_FIELDS],
      populate,
      where: {
        $and: [
          { $or: [{ type: 'Recurring' }, { type: 'Once', date: { $gte: todayIn() } }] },
          ...chapterFilter(chapterId),
        ],
      },
    });
    return byNextDate(rows.map(toEvent), todayIn());
  },

  /**
   * The chapter's own next event (the welcome email's next meeting): the earliest upcoming one-time
   * event or next weekday of a weekly one, then by start time; null when none is scheduled.
   */
  async nextOfChapter(chapterId: number): Promise<NextMeeting | null> {
    const today = todayIn();
    const rows = await strapi.db.query(UID).findMany({
      select: [...EVENT_FIELDS],
      where: { chapter: { id: chapterId }, $or: [{ type: 'Recurring' }, { type: 'Once', date: { $gte: today } }] },
    });
    const upcoming = rows
      .map(toEvent)
      .map((e) => ({ e, day: e.type === 'Once' ? e.date : e.dayOfWeek ? nextWeekday(today, e.dayOfWeek) : null }))
      .filter((x): x is { e: ChapterEvent; day: string } => Boolean(x.day))
      .sort((a, b) => a.day.localeCompare(b.day) || (a.e.timeStart ?? '').localeCompare(b.e.timeStart ?? '') || a.e.id - b.e.id);
    if (upcoming.length === 0) return null;
    const { e, day } = upcoming[0];
    return {
      title: e.title, day, recurringOn: e.type === 'Recurring' ? e.dayOfWeek : null, timeStart: e.timeStart, timeEnd: e.timeEnd,
      location: e.location, address: e.address, city: e.city, state: e.state, postalCode: e.postalCode,
    };
  },

  /**
   * The chapter's next occurrence that has not started at `at` and is not cancelled, in the
   * chapter's time zone `zone`: the soonest of its one-time events and its recurring meetings' next
   * dates (ties: earlier event id); null when none is scheduled. The meeting a visitor registers
   * for (api/visitor).
   */
  async nextOccurrenceOfChapter(chapterId: number, zone: string, at: Date): Promise<{ event: ChapterEvent; date: string; start: Date; end: Date } | null> {
    // A day's margin: the date of a one-time event is a date in the chapter's zone, not APP_TIMEZONE's.
    const yesterday = new Date(at.getTime() - 86_400_000).toISOString().slice(0, 10);
    const rows = await strapi.db.query(UID).findMany({
      select: [...EVENT_FIELDS],
      where: { chapter: { id: chapterId }, $or: [{ type: 'Recurring' }, { type: 'Once', date: { $gte: yesterday } }] },
    });
    const events = rows.map(toEvent);
    const cancelled = await cancelledDatesOf(strapi, events.map((e) => e.id), datesFrom(at));
    const next = events
      .flatMap((event) => upcomingOccurrences(event, zone, at, NEXT_OCCURRENCES_LOOKED_AT).filter((o) => !cancelled.get(event.id)?.has(o.date)).slice(0, 1).map((o) => ({ event, ...o })))
      .sort((a, b) => a.start.getTime() - b.start.getTime() || a.event.id - b.event.id);
    return next[0] ?? null;
  },

  /**
   * GET /event/{id}/calendar.ics: the event's iCalendar file, in its chapter's time zone, and the
   * name it downloads as ('weekly-meeting.ics'); null for an unknown event.
   */
  async calendarFile(id: number): Promise<{ body: string; filename: string } | null> {
    const event = await findEvent(strapi, id);
    if (!event) return null;
    const chapter = event.chapterId === null
      ? null
      : await strapi.db.query('api::chapter.chapter').findOne({ select: ['timeZone'], where: { id: event.chapterId } });
    const cancelled = await cancelledDatesOf(strapi, [id], datesFrom(new Date()));
    return { body: eventIcs(event, chapter, new Date(), cancelled.get(id)), filename: `${slugify(event.title, `event-${id}`, 80)}.ics` };
  },

  /** These events (those that still exist), with their chapter; in no particular order. */
  async byIds(ids: number[]): Promise<ChapterEvent[]> {
    return ids.length === 0 ? [] : eventsByIds(strapi, ids);
  },

  /** POST /event (admins): a new event, answered as GET /event shows it. */
  async create(actorId: number, input: EventPayload): Promise<ChapterEvent> {
    const data = await eventData(strapi, input);
    const id = await strapi.db.transaction(async () => {
      const created = (await strapi.documents(UID).create({ data: data as never })) as unknown as { id: number };
      const event = (await findEvent(strapi, created.id))!;
      const activity = apiService(strapi, 'api::admin-activity.admin-activity');
      await activity.record({ actorId, action: 'create', subject: 'event', subjectId: created.id, summary: `Created event ${event.title}`, before: null, after: snapshot(event) });
      // Its chapter's members (every member, for an event of all chapters) are told, once, after the delay.
      await apiService(strapi, 'api::announcement.announcement').noteNewEvent({ id: created.id, chapterId: event.chapterId });
      return created.id;
    });
    return (await findEvent(strapi, id))!;
  },

  /** PUT /event/{id} (admins): saves the form; 404 for an unknown event. */
  async update(actorId: number, id: number, input: EventPayload): Promise<ChapterEvent> {
    const before = await findEvent(strapi, id);
    if (!before) throw new errors.NotFoundError(ADMIN_MESSAGES.eventNotFound);
    const data = await eventData(strapi, input);
    await strapi.db.transaction(async () => {
      await strapi.db.query(UID).update({ where: { id }, data });
      const after = (await findEvent(strapi, id))!;
      const activity = apiService(strapi, 'api::admin-activity.admin-activity');
      await activity.record({ actorId, action: 'update', subject: 'event', subjectId: id, summary: `Updated event ${after.title}`, before: snapshot(before), after: snapshot(after) });
    });
    // More seats (or none to count) let the waitlist in.
    const after = (await findEvent(strapi, id))!;
    if (after.capacity === null || (before.capacity !== null && after.capacity > before.capacity)) {
      await apiService(strapi, 'api::rsvp.rsvp').fillSeats(id);
    }
    return after;
  },
});

export type EventService = ReturnType<typeof eventService>;

export default factories.createCoreService(UID, eventService);
