import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { sendPublic } from '../../../utils/public-cache';
import { todayIn } from '../../../utils/dates';
import { ADMIN_MESSAGES, CHAPTER_NOT_FOUND, EVENT_NOT_FOUND, PORTAL_MESSAGES, SERVER_MESSAGES, SORT_FIELDS, eventPayloadSchema, type ChapterEvent, type EventPayload } from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { ok } from '../../../utils/envelope';
import { parseListQuery } from '../../../utils/list-query';
import { parseId } from '../../../utils/params';
import { validateBody } from '../../../utils/validate';

const LIST_PARAMS = ['page', 'pageSize', 'sort', 'q'];

const UID = 'api::event.event';
const notFound = () => new errors.NotFoundError(EVENT_NOT_FOUND.message, { title: EVENT_NOT_FOUND.title });

export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * Every event (the public read, upcoming first: cached per day), or, with any of page, pageSize, sort or q, one page of them
   * for the portal's events table: { items, pagination }.
   */
  async find(ctx) {
    if (LIST_PARAMS.some((name) => ctx.query[name] !== undefined)) {
      const query = parseListQuery(ctx.query, SORT_FIELDS.event);
      ctx.body = ok(await strapi.service(UID).listPage(query));
      return;
    }
    await sendPublic(ctx, `event:all:${todayIn()}`, () => strapi.service(UID).listAll());
  },

  /** ?chapter= takes a chapter's numeric id or its slug. */
  async findActive(ctx) {
    const raw = ctx.query.chapter;
    if (raw === undefined || raw === '') {
      await sendPublic(ctx, `event:active:${todayIn()}`, () => strapi.service(UID).listActive({}));
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
    await sendPublic(ctx, `event:active:${todayIn()}:${chapter.id}`, () => strapi.service(UID).listActive({ chapterId: chapter.id }));
  },

  /**
   * GET /event/{id}: one event's public page (cached like the lists; nothing in it depends on who
   * asks). Anything but a whole number in the database's range names no event: 404, like an unknown id.
   */
  async findOne(ctx) {
    const id = parseId(ctx.params.id);
    if (id === null) throw notFound();
    await sendPublic(ctx, `event:id:${id}`, async () => {
      const event = await strapi.service(UID).findPublic(id);
      if (!event) throw notFound();
      return event;
    });
  },

  /** POST /event (admins): the payload of eventFormToPayload. */
  async create(ctx) {
    const input = await validateBody<EventPayload>(eventPayloadSchema, ctx.request.body);
    const event: ChapterEvent = await strapi.service(UID).create(signedIn(ctx).user.id, input);
    ctx.status = 201;
    ctx.body = ok(event, ADMIN_MESSAGES.eventCreated(event.title));
  },

  /** PUT /event/{id} (admins). */
  async update(ctx) {
    const id = parseId(ctx.params.id);
    if (id === null) throw new errors.ValidationError(PORTAL_MESSAGES.badId);
    const input = await validateBody<EventPayload>(eventPayloadSchema, ctx.request.body);
    const event: ChapterEvent = await strapi.service(UID).update(signedIn(ctx).user.id, id, input);
    ctx.body = ok(event, ADMIN_MESSAGES.eventUpdated(event.title));
  },
}));
