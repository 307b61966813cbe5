import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { sendPublic, sendPublicFile } from '../../../platform/cache/public-cache';
import { todayIn } from '../../../platform/calendar/dates';
import { ADMIN_MESSAGES, CHAPTER_LEADER_MESSAGES, CHAPTER_NOT_FOUND, connectedId, EVENT_FORMAT_LABELS, EVENT_NOT_FOUND, EXPORT_HEADERS, PORTAL_MESSAGES, SERVER_MESSAGES, SORT_FIELDS, eventPayloadSchema, type ChapterEvent, type EventPayload } from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { leadsChapter, notLeader, type LeaderScope } from '../../../auth/leadership';
import { sendTableCsv, type Cell } from '../../../platform/http/csv';
import { ok } from '../../../platform/http/envelope';
import { parseFilterId, parseListQuery } from '../../../platform/http/list-query';
import { parseId } from '../../../platform/http/params';
import { fieldError, validateBody } from '../../../platform/http/validate';
import { apiService } from '../../services';

const LIST_PARAMS = ['page', 'pageSize', 'sort', 'q', 'chapter'];

const UID = 'api::event.event';
const notFound = () => new errors.NotFoundError(EVENT_NOT_FOUND.message, { title: EVENT_NOT_FOUND.title });
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

/** A row of the events export, in the order of EXPORT_HEADERS.events. */
const eventCells = (e: ChapterEvent): Cell[] => [
  e.id, e.title, e.type, e.date, e.dayOfWeek, e.timeStart, e.timeEnd, EVENT_FORMAT_LABELS[e.format], e.chapter?.name, e.location, e.address, e.city, e.state, e.postalCode, e.country, e.capacity,
];

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /event/export.csv (admins): the events table with its search and sort, as a streamed CSV (platform/http/csv). */
  async exportCsv(ctx) {
    const query = parseListQuery(ctx.query, SORT_FIELDS.event);
    const events = apiService(strapi, UID);
    const ids: Int32Array = await events.exportIds(query);
    sendTableCsv(ctx, signedIn(ctx).user.id, { name: 'events', header: EXPORT_HEADERS.events, ids, rows: (some) => events.exportRows(some), idOf: (e: ChapterEvent) => e.id, cells: eventCells });
  },

  /**
   * Every event (the public read, upcoming first: cached per day), or, with any of page, pageSize, sort or q, one page of them
   * for the portal's events table: { items, pagination }.
   */
  async find(ctx) {
    if (LIST_PARAMS.some((name) => ctx.query[name] !== undefined)) {
      const query = parseListQuery(ctx.query, SORT_FIELDS.event);
      // `chapter`: one chapter's events (the leaders' "My chapter" events).
      const chapterId = parseFilterId(ctx.query.chapter, 'chapter', 'Chapter');
      ctx.body = ok(await apiService(strapi, UID).listPage(query, chapterId));
      return;
    }
    await sendPublic(ctx, `event:all:${todayIn()}`, () => apiService(strapi, UID).listAll());
  },

  /** ?chapter= takes a chapter's numeric id or its slug. */
  async findActive(ctx) {
    const raw = ctx.query.chapter;
    if (raw === undefined || raw === '') {
      await sendPublic(ctx, `event:active:${todayIn()}`, () => apiService(strapi, UID).listActive({}));
      return;
    }
    const value = String(raw).toLowerCase();
    if (!/^[a-z0-9-]{1,120}$/.test(value)) throw new errors.ValidationError(SERVER_MESSAGES.badChapterFilter);
    // A number is an id: one past the database's integer range (or 0) names no chapter, and must not reach the query.
    const numeric = /^[0-9]+$/.test(value);
    const id = numeric ? parseId(value) : null;
    const chapter =
      numeric && id === null
        ? null
        : await strapi.db.query('api::chapter.chapter').findOne({ select: ['id'], where: id !== null ? { id } : { slug: value } });
    if (!chapter) throw new errors.NotFoundError(CHAPTER_NOT_FOUND.message, { title: CHAPTER_NOT_FOUND.title });
    await sendPublic(ctx, `event:active:${todayIn()}:${chapter.id}`, () => apiService(strapi, UID).listActive({ chapterId: chapter.id }));
  },

  /**
   * GET /event/{id}: one event's public page (cached like the lists; nothing in it depends on who
   * asks). Anything but a whole number in the database's range names no event: 404, like an unknown id.
   */
  async findOne(ctx) {
    const id = parseId(ctx.params.id);
    if (id === null) throw notFound();
    await sendPublic(ctx, `event:id:${id}`, async () => {
      const event = await apiService(strapi, UID).findPublic(id);
      if (!event) throw notFound();
      return event;
    });
  },

  /** GET /event/{id}/calendar.ics: the event's iCalendar file (public, cached like the public reads). */
  async calendar(ctx) {
    const id = parseId(ctx.params.id);
    if (id === null) throw notFound();
    await sendPublicFile(ctx, `ics:event:${id}:${todayIn()}`, CALENDAR_TYPE, async () => {
      const file = await apiService(strapi, UID).calendarFile(id);
      if (!file) throw notFound();
      return file;
    });
  },

  /** POST /event (admins): the payload of eventFormToPayload. */
  async create(ctx) {
    const input = await validateBody<EventPayload>(eventPayloadSchema, ctx.request.body);
    const event: ChapterEvent = await apiService(strapi, UID).create(signedIn(ctx).user.id, input);
    ctx.status = 201;
    ctx.body = ok(event, ADMIN_MESSAGES.eventCreated(event.title));
  },

  /**
   * POST /chapter/{id}/event (the chapter's leaders, admins): a new event of the route's
   * chapter. A body naming another chapter is a 400: the address says which.
   */
  async createInChapter(ctx) {
    const chapterId = parseId(ctx.params.id);
    if (chapterId === null) throw new errors.ValidationError(PORTAL_MESSAGES.badId);
    const input = await validateBody<EventPayload>(eventPayloadSchema, ctx.request.body);
    if (input.chapter != null && connectedId(input.chapter) !== chapterId) fieldError('chapter', CHAPTER_LEADER_MESSAGES.eventChapterOfAddress);
    const event: ChapterEvent = await apiService(strapi, UID).create(signedIn(ctx).user.id, { ...input, chapter: { connect: [{ id: chapterId }] } });
    ctx.status = 201;
    ctx.body = ok(event, ADMIN_MESSAGES.eventCreated(event.title));
  },

  /**
   * PUT /event/{id} (admins, and the leaders of the event's chapter: global::is-chapter-leader). A
   * leader may move the event only to another chapter they lead, never to none.
   */
  async update(ctx) {
    const id = parseId(ctx.params.id);
    if (id === null) throw new errors.ValidationError(PORTAL_MESSAGES.badId);
    const input = await validateBody<EventPayload>(eventPayloadSchema, ctx.request.body);
    const scope = ctx.state.leaderScope as LeaderScope | undefined;
    if (scope && !scope.admin && input.chapter !== undefined) {
      const target = connectedId(input.chapter);
      if (target === null || !(await leadsChapter(strapi.db.connection, signedIn(ctx).user.id, target))) throw notLeader(CHAPTER_LEADER_MESSAGES.eventChapterNotYours);
    }
    const event: ChapterEvent = await apiService(strapi, UID).update(signedIn(ctx).user.id, id, input);
    ctx.body = ok(event, ADMIN_MESSAGES.eventUpdated(event.title));
  },
}));
