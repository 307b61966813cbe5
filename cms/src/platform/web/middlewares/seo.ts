import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { onPublicContentWrite } from '../../cache/public-cache';
import { siteUrl } from '../../http/site-url';

/** Public pages of the site (spec §2) listed in the sitemap; chapter and blog post pages are added from the database. */
const PUBLIC_PATHS = ['/', '/chapters', '/events', '/faqs', '/contact', '/chapters/start', '/legal/terms', '/signup', '/signin', '/scramble', '/blog'];
const TTL_MS = 10 * 60_000;

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);

/**
 * /robots.txt and /sitemap.xml (every public route, every active chapter and every published blog
 * post), built from PUBLIC_URL so the host in them is never taken from the request. A write to
 * public content rebuilds it.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let sitemap: { xml: string; expires: number } | null = null;
  onPublicContentWrite(() => {
    sitemap = null;
  });
  const lastmod = (date: string | Date) => `<lastmod>${new Date(date).toISOString().slice(0, 10)}</lastmod>`;

  async function buildSitemap() {
    const chapters = await strapi.db.query('api::chapter.chapter').findMany({
      select: ['slug', 'updatedAt'],
      where: { isActive: true },
      orderBy: [{ slug: 'asc' }],
    });
    const posts: { slug: string; updatedAt: string }[] = await strapi.db.query('api::blog-post.blog-post').findMany({
      select: ['slug', 'updatedAt'],
      where: { publishedAt: { $notNull: true } },
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    });
    const urls = [
      ...PUBLIC_PATHS.map((p) => `  <url><loc>${xmlEscape(siteUrl(p))}</loc></url>`),
      ...chapters.map(
        (c: { slug: string; updatedAt: string }) =>
          `  <url><loc>${xmlEscape(siteUrl(`/chapters/${c.slug}`))}</loc>${lastmod(c.updatedAt)}</url>`,
      ),
      ...posts.map((p) => `  <url><loc>${xmlEscape(siteUrl(`/blog/${encodeURIComponent(p.slug)}`))}</loc>${lastmod(p.updatedAt)}</url>`),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/robots.txt') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=3600');
      ctx.body = ['User-agent: *', 'Allow: /', 'Disallow: /portal', 'Disallow: /admin', 'Disallow: /api/', `Sitemap: ${siteUrl('/sitemap.xml')}`, ''].join('\n');
      return;
    }
    if (ctx.path === '/sitemap.xml') {
      if (!sitemap || sitemap.expires < Date.now()) sitemap = { xml: await buildSitemap(), expires: Date.now() + TTL_MS };
      ctx.type = 'application/xml; charset=utf-8';
      ctx.set('Cache-Control', 'public, max-age=600');
      ctx.body = sitemap.xml;
      return;
    }
    return next();
  };
};
