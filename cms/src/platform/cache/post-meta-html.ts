import type { PostMeta } from './page-lookup';
import { withPageMeta } from './page-meta-html';

/**
 * index.html with the title, description and Open Graph tags of a post, so crawlers and link
 * previews see them without running the app. Every value is escaped: a post title is staff input.
 */
export function withPostMeta(indexHtml: string, post: PostMeta): string {
  return withPageMeta(indexHtml, {
    path: `/blog/${encodeURIComponent(post.slug)}`,
    title: post.title,
    description: post.description,
    type: 'article',
    image: post.image,
    extra: [['article:published_time', post.publishedAt]],
  });
}
