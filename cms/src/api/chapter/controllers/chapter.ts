import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ADMIN_MESSAGES, CHAPTER_NOT_FOUND, EXPORT_HEADERS, TIME_ZONE_INVALID, chapterSchema, type Chapter, type ChapterDefaults, type ChapterValues } from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import type { LeaderScope } from '../../../auth/leadership';
import { sendTableCsv, type Cell } from '../../../platform/http/csv';
import { ok } from '../../../platform/http/envelope';
import { sendPublic, sendPublicFile } from '../../../platform/cache/public-cache';
import { todayIn } from '../../../platform/calendar/dates';
import { parseDocumentId, parseId } from '../../../platform/http/params';
import { defaultTimeZone, isTimeZone } from '../../../platform/calendar/occurrences';
import { fieldError, validateBody } from '../../../platform/http/validate';
import { apiService } from '../../services';

const UID = 'api::chapter.chapter';
/** The chapter form, its time zone checked against the zones luxon (the calendars' clock) knows. */
async function chapterInput(body: unknown): Promise<ChapterValues> {
  const input = await validateBody<ChapterValues>(chapterSchema, body);
  if (input.timeZone && !isTimeZone(input.timeZone)) fieldError('timeZone', TIME_ZONE_INVALID);
  return input;
}

const notFound = () => new errors.NotFoundError(CHAPTER_NOT_FOUND.message, { title: CHAPTER_NOT_FOUND.title });

/** A row of the chapters export, in the order of EXPORT_HEADERS.chapters. */
const chapterCells = (c: Chapter): Cell[] => [
  c.id, c.name, c.slug, c.isActive ? 'Yes' : 'No', c.dayOfWeek, c.timeStart, c.timeEnd, c.timeZone, c.location, c.address, c.city, c.state, c.postalCode, c.country, c.email,
];

export default factories.createCoreController(UID, ({ strapi }) => {
  const chapters = () => apiService(strapi, UID);

  return {
    async find(ctx: Context) {
      await sendPublic(ctx, 'chapter:all', () => chapters().listPublic({ activeOnly: false }));
    },

    /** GET /chapter/export.csv (admins): every chapter, by name (the portal's table sorts in the browser), as a streamed CSV (platform/http/csv). */
    async exportCsv(ctx: Context) {
      const ids = await chapters().exportIds();
      sendTableCsv(ctx, signedIn(ctx).user.id, { name: 'chapters', header: EXPORT_HEADERS.chapters, ids, rows: (some) => chapters().exportRows(some), idOf: (c) => c.id, cells: chapterCells });
    },

    async findActive(ctx: Context) {
      await sendPublic(ctx, 'chapter:active', () => chapters().listPublic({ activeOnly: true }));
    },

    async findOne(ctx: Context) {
      const id = parseId(ctx.params.id);
      if (id === null) throw notFound();
      await sendPublic(ctx, `chapter:id:${id}`, async () => {
        const chapter = await chapters().findPublic({ id });
        if (!chapter) throw notFound();
        return chapter;
      });
    },

    async findBySlug(ctx: Context) {
      const slug = String(ctx.params.slug ?? '').toLowerCase();
      if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw notFound();
      await sendPublic(ctx, `chapter:slug:${slug}`, async () => {
        const chapter = await chapters().findPublic({ slug });
        if (!chapter) throw notFound();
        return chapter;
      });
    },

    /** GET /chapter/{slug}/calendar.ics: the active chapter's subscribable feed (public, cached). */
    async calendar(ctx: Context) {
      const slug = String(ctx.params.slug ?? '').toLowerCase();
      if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw notFound();
      await sendPublicFile(ctx, `ics:chapter:${slug}:${todayIn()}`, 'text/calendar; charset=utf-8', async () => {
        const feed = await chapters().calendarFeed(slug);
        if (!feed) throw notFound();
        return feed;
      });
    },

    /** GET /chapter/defaults (admins): the organisation's time zone the chapter form offers as 'Organisation default'. */
    async defaults(ctx: Context) {
      const defaults: ChapterDefaults = { timeZone: defaultTimeZone() };
      ctx.body = ok(defaults);
    },

    /** POST /chapter (admins). */
    async create(ctx: Context) {
      const input = await chapterInput(ctx.request.body);
      const chapter = await chapters().create(signedIn(ctx).user.id, input);
      ctx.status = 201;
      ctx.body = ok(chapter, ADMIN_MESSAGES.chapterCreated(chapter.name));
    },

    /** PUT /chapter/{uuid} (admins, and the chapter's leaders: global::is-chapter-leader). */
    async update(ctx: Context) {
      const documentId = parseDocumentId(ctx.params.uuid);
      if (documentId === null) throw notFound();
      const input = await chapterInput(ctx.request.body);
      const scope = ctx.state.leaderScope as LeaderScope | undefined;
      const chapter = await chapters().update(signedIn(ctx).user.id, documentId, input, { asLeader: scope?.admin === false });
      ctx.body = ok(chapter, ADMIN_MESSAGES.chapterUpdated(chapter.name));
    },
  };
});
