import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { BLOG_LIMITS, BLOG_MESSAGES, BLOG_SLUG_PATTERN, PORTAL_MESSAGES } from '@gro/config';
import { sendPublic } from '../../../platform/cache/public-cache';
import { fieldError } from '../../../platform/http/validate';
import { apiService } from '../../services';

const UID = 'api::blog-post.blog-post';
const WHOLE = /^[0-9]{1,9}$/;
const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= BLOG_LIMITS.slugMaxLength && BLOG_SLUG_PATTERN.test(value);

/** page (from 1) and category (a slug) of GET /blog/post; anything malformed is a 400 naming it. */
function parseQuery(query: Record<string, unknown>) {
  const { page: rawPage, category: rawCategory } = query;
  let page = 1;
  if (rawPage !== undefined && rawPage !== '') {
    if (typeof rawPage !== 'string') fieldError('page', PORTAL_MESSAGES.parameterRepeated('page'));
    if (!WHOLE.test(rawPage as string) || Number(rawPage) < 1) fieldError('page', PORTAL_MESSAGES.badPage);
    page = Number(rawPage);
  }
  let category: string | undefined;
  if (rawCategory !== undefined && rawCategory !== '') {
    if (typeof rawCategory !== 'string') fieldError('category', PORTAL_MESSAGES.parameterRepeated('category'));
    if (!isSlug(rawCategory)) fieldError('category', BLOG_MESSAGES.badCategory);
    category = rawCategory as string;
  }
  return { page, category };
}

export default factories.createCoreController(UID, ({ strapi }) => {
  const posts = () => apiService(strapi, UID);

  return {
    /** GET /blog/post?page=&category=: published posts, newest first. */
    async find(ctx: Context) {
      const { page, category } = parseQuery(ctx.query);
      await sendPublic(ctx, `blog:page:${page}:${category ?? ''}`, () =>
        posts().listPublished({ page, pageSize: BLOG_LIMITS.pageSize, category }),
      );
    },

    /** GET /blog/post/slug/:slug: one published post (a draft is a 404). */
    async findBySlug(ctx: Context) {
      const slug = ctx.params.slug;
      const notFound = () => new errors.NotFoundError(BLOG_MESSAGES.postNotFound.message, { title: BLOG_MESSAGES.postNotFound.title });
      if (!isSlug(slug)) throw notFound();
      await sendPublic(ctx, `blog:slug:${slug}`, async () => {
        const post = await posts().findPublished(slug);
        if (!post) throw notFound();
        return post;
      });
    },

    /** GET /blog/category: the categories /blog filters by. */
    async categories(ctx: Context) {
      await sendPublic(ctx, 'blog:categories', () => posts().listCategories());
    },
  };
});
