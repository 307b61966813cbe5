import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { CHAPTER_NEWS_MESSAGES, SEND_LIMITS, chapterNewsSchema, type ChapterNewsValues } from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { chapterOfRoute, leadsChapter, type LeaderScope } from '../../../auth/leadership';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { parseId } from '../../../platform/http/params';
import { validateBody } from '../../../platform/http/validate';
import { countedSend } from '../../../platform/limits/send-limits';
import { cancelNews, newsArchive, newsItem, previewNews, sendNews, sendTestNews, type NewsViewer } from '../domain/news';

/**
 * The chapter of a /chapter/:id route, read again here: the leader policy judges it for leaders but
 * lets an admin through without reading it, and a chapter that is not one must never reach a send
 * (a null chapter means every chapter's members). 400 for a malformed id, 404 for an unknown one.
 */
const chapterOf = (strapi: Core.Strapi, ctx: Context) => chapterOfRoute(strapi.db.connection, 'chapter', ctx.params) as Promise<number>;
/** The news item of a /news/:id route (400 malformed, 404 unknown) and its chapter. */
const newsOf = async (strapi: Core.Strapi, ctx: Context) => ({ id: parseId(ctx.params.id)!, chapterId: (await chapterOfRoute(strapi.db.connection, 'news', ctx.params))! });

/** Chapter news: its leaders write, preview, test, send or schedule it and cancel what waits; its members read it. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** Whether the caller sees what a leader sees (the policy also lets the chapter's own members through). */
  const viewerOf = async (ctx: Context, chapterId: number): Promise<NewsViewer> => {
    const { user } = signedIn(ctx);
    const scope = ctx.state.leaderScope as LeaderScope;
    return { userId: user.id, leader: scope.admin || (await leadsChapter(strapi.db.connection, user.id, chapterId)) };
  };
  const writerOf = async (ctx: Context) => {
    const { user } = signedIn(ctx);
    const row = (await strapi.db.connection('up_users').where('id', user.id).first('firstname', 'email')) as { firstname: string | null; email: string | null };
    return { id: user.id, firstname: row.firstname, email: row.email };
  };
  const input = (ctx: Context) => validateBody<ChapterNewsValues>(chapterNewsSchema, ctx.request.body);

  return {
    /** GET /chapter/:id/news[?page=]: the archive, newest first. */
    async archive(ctx: Context) {
      const chapterId = await chapterOf(strapi, ctx);
      const raw = ctx.query.page;
      const page = raw === undefined ? 1 : parseId(raw);
      if (page === null) throw badRequest(CHAPTER_NEWS_MESSAGES.pageInvalid);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok(await newsArchive(strapi, chapterId, await viewerOf(ctx, chapterId), page));
    },

    /** GET /news/:id: one item, its body as safe HTML. */
    async one(ctx: Context) {
      const { id, chapterId } = await newsOf(strapi, ctx);
      const viewer = await viewerOf(ctx, chapterId);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok(await newsItem(strapi, id, viewer));
    },

    /** POST /chapter/:id/news/preview: the email and SMS as members will get them, and how many will. */
    async preview(ctx: Context) {
      const chapterId = await chapterOf(strapi, ctx);
      const values = await input(ctx);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok(await previewNews(strapi, chapterId, await writerOf(ctx), values));
    },

    /** POST /chapter/:id/news/test: the email to the writer alone; counted per account. */
    async test(ctx: Context) {
      const chapterId = await chapterOf(strapi, ctx);
      const values = await input(ctx);
      const writer = await writerOf(ctx);
      await countedSend('news-test', writer.id, () => sendTestNews(strapi, chapterId, writer, values));
      ctx.body = ok(null, CHAPTER_NEWS_MESSAGES.testSent(writer.email ?? ''));
    },

    /**
     * POST /chapter/:id/news: sends now or schedules. Counted against the writer's hourly and daily
     * limits and, for a leader, the chapter's weekly one (given back when the news is refused).
     */
    async send(ctx: Context) {
      const chapterId = await chapterOf(strapi, ctx);
      const values = await input(ctx);
      const { user } = signedIn(ctx);
      const admin = (ctx.state.leaderScope as LeaderScope).admin;
      const perChapter = admin ? [] : [{ key: `chapter:${chapterId}`, limit: SEND_LIMITS.chapterNewsPerChapterPerWeek }];
      const made = await countedSend('chapter-news', user.id, () => sendNews(strapi, chapterId, user.id, values), () => true, perChapter);
      ctx.status = 201;
      ctx.body = ok(await newsItem(strapi, made.id, { userId: user.id, leader: true }), made.scheduled ? CHAPTER_NEWS_MESSAGES.scheduled : CHAPTER_NEWS_MESSAGES.sent(made.recipients));
    },

    /** DELETE /news/:id: cancels news still waiting for its time (409 once it has started). */
    async cancel(ctx: Context) {
      await cancelNews(strapi, (await newsOf(strapi, ctx)).id);
      ctx.body = ok(null, CHAPTER_NEWS_MESSAGES.cancelled);
    },
  };
};
