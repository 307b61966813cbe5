import { factories, type Core } from '@strapi/strapi';
import type { BlogCategory, BlogImage, BlogPost, BlogPostPage, BlogPostSummary } from '@gro/config';
import { pagination } from '../../../platform/http/list-query';

const UID = 'api::blog-post.blog-post';
const SUMMARY_FIELDS = ['title', 'slug', 'excerpt', 'publishedAt'] as const;
const POPULATE = {
  category: { select: ['name', 'slug'] },
  cover: { select: ['url', 'alternativeText', 'width', 'height'] },
};
/** Strapi 5 keeps a draft and a published row per post: only the published one is public. */
const PUBLISHED = { publishedAt: { $notNull: true } };

type Row = {
  title: string;
  slug: string;
  excerpt: string | null;
  body?: string | null;
  publishedAt: string | Date;
  updatedAt?: string | Date;
  category: BlogCategory | null;
  cover: BlogImage | null;
};

const iso = (value: string | Date) => new Date(value).toISOString();

function toSummary(row: Row): BlogPostSummary {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt ?? null,
    publishedAt: iso(row.publishedAt),
    category: row.category ? { name: row.category.name, slug: row.category.slug } : null,
    cover: row.cover
      ? { url: row.cover.url, alternativeText: row.cover.alternativeText ?? null, width: row.cover.width ?? null, height: row.cover.height ?? null }
      : null,
  };
}

const service = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** One page of published posts, newest first, optionally of one category (by slug). */
  async listPublished(query: { page: number; pageSize: number; category?: string }): Promise<BlogPostPage> {
    const where = { ...PUBLISHED, ...(query.category ? { category: { slug: query.category } } : {}) };
    const [rows, total] = await Promise.all([
      strapi.db.query(UID).findMany({
        select: [...SUMMARY_FIELDS],
        where,
        populate: POPULATE,
        orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      }) as Promise<Row[]>,
      strapi.db.query(UID).count({ where }),
    ]);
    return { items: rows.map(toSummary), pagination: pagination(query.page, query.pageSize, Number(total)) };
  },

  /** The published post with this slug and its Markdown body; null when there is none. */
  async findPublished(slug: string): Promise<BlogPost | null> {
    const row = (await strapi.db.query(UID).findOne({
      select: [...SUMMARY_FIELDS, 'body', 'updatedAt'],
      where: { ...PUBLISHED, slug },
      populate: POPULATE,
    })) as Row | null;
    if (!row) return null;
    return { ...toSummary(row), body: row.body ?? '', updatedAt: iso(row.updatedAt ?? row.publishedAt) };
  },

  /** Every category, by name (the filter of /blog). */
  async listCategories(): Promise<BlogCategory[]> {
    const rows = (await strapi.db.query('api::blog-category.blog-category').findMany({
      select: ['name', 'slug'],
      orderBy: [{ name: 'asc' }],
    })) as BlogCategory[];
    return rows.map((r) => ({ name: r.name, slug: r.slug }));
  },
});

export type BlogPostService = ReturnType<typeof service>;

export default factories.createCoreService(UID, service);
