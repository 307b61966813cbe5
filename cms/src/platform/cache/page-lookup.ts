import type { Core } from '@strapi/strapi';
import { BLOG_LIMITS, BLOG_SLUG_PATTERN, eventJsonLd, type EventOccurrence, type PublicEvent } from '@gro/config';
import { onPublicContentWrite } from './public-cache';
import { mapImageUrl } from './event-json-ld';
import type { PageMeta } from './page-meta-html';
import { parseId } from '../http/params';
import { siteUrl } from '../http/site-url';
import { findPublicEvent, upcomingPublicEvents } from './public-events';

/** What the page of a published post tells crawlers (title, description, cover) before any script runs. */
export interface PostMeta {
  title: string;
  slug: string;
  description: string;
  image: string | null;
  publishedAt: string;
}

type Cached<T> = { value: T; expires: number };


/** Short enough that another replica's new chapter or post is found within a minute; writes here clear it at once. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 1000;
const CHAPTER_SLUG = /^[a-z0-9-]{1,120}$/;
const DESCRIPTION_LENGTH = 200;

/** A text on one line, cut to a description's length. */
function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > DESCRIPTION_LENGTH ? `${line.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : line;
}

/** An occurrence of a public event as the schema.org Event crawlers read (@gro/config's eventJsonLd), linked to the public site. */
const structuredDataOf = (event: PublicEvent, occurrence: EventOccurrence) => eventJsonLd(event, occurrence, { url: siteUrl, image: mapImageUrl(event) });

/** A Markdown body without its marks (images, link targets, #, >, *, _, `, ~, |). */
function markdownText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[#>]+|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~|]+/g, '');
}

/**
 * The web app server's look-ups of a chapter's and a published post's slug (one indexed query each),
 * kept for a minute and bounded, so a flood of made-up slugs cannot grow memory. Any write to
 * public content clears them, so a chapter or post created here is never answered 404.
 */
export function createPageLookup(strapi: Core.Strapi) {
  const cache = new Map<string, Cached<unknown>>();
  onPublicContentWrite(() => cache.clear());

  async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.expires > now) return hit.value as T;
    const value = await load();
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { value, expires: now + TTL_MS });
    return value;
  }

  return {
    /**
     * What /chapters/{slug} tells crawlers, or null when it shows no chapter (the chapter API answers
     * any chapter by its slug, lower-cased): its name, About text, map and upcoming events.
     */
    async chapterPage(rawSlug: string): Promise<PageMeta | null> {
      const slug = rawSlug.toLowerCase();
      if (!CHAPTER_SLUG.test(slug)) return null;
      return cached(`chapter:${slug}`, async () => {
        const row = (await strapi.db.query('api::chapter.chapter').findOne({
          select: ['id', 'name', 'slug', 'description', 'latitude', 'longitude'],
          where: { slug },
        })) as { id: number; name: string; slug: string; description: string | null; latitude: number | null; longitude: number | null } | null;
        if (!row) return null;
        const upcoming = await upcomingPublicEvents(strapi, row.id);
        return {
          path: `/chapters/${row.slug}`,
          title: row.name,
          ...(row.description?.trim() ? { description: oneLine(row.description) } : {}),
          type: 'website',
          image: mapImageUrl(row),
          structuredData: upcoming.map((event) => structuredDataOf(event, event.occurrences[0])),
        };
      });
    },

    /** What /events/{id} tells crawlers, or null for an id that names no event. */
    async eventPage(rawId: string): Promise<PageMeta | null> {
      const id = parseId(rawId);
      if (id === null) return null;
      return cached(`event:${id}`, async () => {
        const event = await findPublicEvent(strapi, id);
        if (!event) return null;
        const where = [event.location, event.city].filter(Boolean).join(', ');
        return {
          path: `/events/${event.id}`,
          title: event.title,
          description: oneLine(event.description?.trim() || (where ? `${event.title}: ${where}` : event.title)),
          type: 'website',
          image: mapImageUrl(event),
          structuredData: event.occurrences.slice(0, 1).map((occurrence) => structuredDataOf(event, occurrence)),
        };
      });
    },

    /** The published post /blog/{slug} shows, or null. */
    async publishedPost(slug: string): Promise<PostMeta | null> {
      if (slug.length > BLOG_LIMITS.slugMaxLength || !BLOG_SLUG_PATTERN.test(slug)) return null;
      return cached(`post:${slug}`, async () => {
        const row = (await strapi.db.query('api::blog-post.blog-post').findOne({
          select: ['title', 'slug', 'excerpt', 'body', 'publishedAt'],
          where: { slug, publishedAt: { $notNull: true } },
          populate: { cover: { select: ['url'] } },
        })) as { title: string; slug: string; excerpt: string | null; body: string | null; publishedAt: string | Date; cover: { url: string } | null } | null;
        if (!row) return null;
        return {
          title: row.title,
          slug: row.slug,
          description: oneLine(row.excerpt || markdownText(row.body || '')),
          image: row.cover?.url ?? null,
          publishedAt: new Date(row.publishedAt).toISOString(),
        };
      });
    },
  };
}
