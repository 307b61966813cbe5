import { COMPANY_NAME } from '@gro/config';
import { escapeHtml } from '../http/html';
import { jsonLdText } from './event-json-ld';
import { siteUrl } from '../http/site-url';

/** What a page tells crawlers and link previews before any script runs. */
export interface PageMeta {
  /** The page's own path ('/events/12'): its canonical URL and og:url. */
  path: string;
  /** Its title and description; index.html's site-wide ones stay when left out. */
  title?: string;
  description?: string;
  /** og:type: 'website', 'article'... */
  type: string;
  /** An absolute image URL (or a path on the site): og:image and a large Twitter card. */
  image?: string | null;
  /** schema.org objects, one <script type="application/ld+json"> for them all. */
  structuredData?: Record<string, unknown>[];
  /** More <meta property> pairs (article:published_time). */
  extra?: [string, string][];
}

/** The tags a page replaces: the title, description, Open Graph, Twitter, canonical and structured data of index.html. */
const PAGE_TAGS =
  /\s*<meta\s+(?:property="og:[a-z_:]+"|name="twitter:[a-z_:]+")[^>]*>|\s*<link\s+rel="canonical"[^>]*>|\s*<script\s+type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/gi;
const TITLE = /\s*<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/i;
const SITE_TITLE = /<title>([\s\S]*?)<\/title>/i;
const SITE_DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"/i;

/**
 * index.html with a page's canonical URL, Open Graph and Twitter card tags and structured data,
 * for crawlers and link previews that do not run the app. Every value is escaped (titles are staff
 * input); the web app keeps the same tags right when it navigates (web lib/page-meta.ts).
 */
export function withPageMeta(indexHtml: string, meta: PageMeta): string {
  const attr = escapeHtml;
  const url = siteUrl(meta.path);
  const image = meta.image ? (/^https?:\/\//i.test(meta.image) ? meta.image : siteUrl(meta.image)) : null;
  // index.html's own texts are already escaped HTML: kept as they are.
  const title = meta.title !== undefined ? attr(meta.title) : null;
  const description = meta.description !== undefined ? attr(meta.description) : null;
  const ogTitle = title ?? SITE_TITLE.exec(indexHtml)?.[1] ?? COMPANY_NAME;
  const ogDescription = description ?? SITE_DESCRIPTION.exec(indexHtml)?.[1] ?? '';
  const tags = [
    ...(title !== null ? [`<title>${title} | ${COMPANY_NAME}</title>`] : []),
    ...(description !== null ? [`<meta name="description" content="${description}" />`] : []),
    `<link rel="canonical" href="${attr(url)}" />`,
    `<meta property="og:type" content="${attr(meta.type)}" />`,
    `<meta property="og:site_name" content="${COMPANY_NAME}" />`,
    `<meta property="og:title" content="${ogTitle}" />`,
    `<meta property="og:description" content="${ogDescription}" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    ...(image ? [`<meta property="og:image" content="${attr(image)}" />`] : []),
    ...(meta.extra ?? []).map(([property, content]) => `<meta property="${attr(property)}" content="${attr(content)}" />`),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${ogTitle}" />`,
    `<meta name="twitter:description" content="${ogDescription}" />`,
    ...(image ? [`<meta name="twitter:image" content="${attr(image)}" />`] : []),
    ...(meta.structuredData?.length
      ? [`<script type="application/ld+json" id="structured-data" data-path="${attr(meta.path)}">${jsonLdText(meta.structuredData.length === 1 ? meta.structuredData[0] : meta.structuredData)}</script>`]
      : []),
  ];
  let html = indexHtml.replace(PAGE_TAGS, '');
  if (title !== null) html = html.replace(TITLE, '');
  if (description !== null) html = html.replace(DESCRIPTION, '');
  // A function replacer: a title holding `$&` or `$'` must stay text, not be read as a replacement pattern.
  const head = `    ${tags.join('\n    ')}\n  </head>`;
  return html.replace(/<\/head>/i, () => head);
}
