import { COMPANY_NAME } from '@gro/config';
import { escapeHtml } from './html';
import type { PostMeta } from './page-lookup';
import { siteUrl } from './site-url';

const SITE_TAGS = /\s*<title>[\s\S]*?<\/title>|\s*<meta\s+(?:name="description"|property="og:[a-z_:]+")[^>]*>/gi;

/**
 * index.html with the title, description and Open Graph tags of a post, so crawlers and link
 * previews see them without running the app. Every value is escaped: a post title is staff input.
 */
export function withPostMeta(indexHtml: string, post: PostMeta): string {
  const url = siteUrl(`/blog/${encodeURIComponent(post.slug)}`);
  const image = post.image ? (/^https?:\/\//i.test(post.image) ? post.image : siteUrl(post.image)) : null;
  const attr = escapeHtml;
  const tags = [
    `<title>${escapeHtml(post.title)} | ${COMPANY_NAME}</title>`,
    `<meta name="description" content="${attr(post.description)}" />`,
    `<link rel="canonical" href="${attr(url)}" />`,
    '<meta property="og:type" content="article" />',
    `<meta property="og:site_name" content="${COMPANY_NAME}" />`,
    `<meta property="og:title" content="${attr(post.title)}" />`,
    `<meta property="og:description" content="${attr(post.description)}" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    ...(image ? [`<meta property="og:image" content="${attr(image)}" />`] : []),
    `<meta property="article:published_time" content="${attr(post.publishedAt)}" />`,
  ];
  // A function replacer: a title holding `$&` or `$'` must stay text, not be read as a replacement pattern.
  const head = `    ${tags.join('\n    ')}\n  </head>`;
  return indexHtml.replace(SITE_TAGS, '').replace(/<\/head>/i, () => head);
}
