import type { ApiGroup } from './route';

/** The calls cms/src/api/blog-post/ answers. */
export const BLOG_POST_API = {
  find: { method: 'GET', path: '/blog/post' },
  findBySlug: { method: 'GET', path: '/blog/post/slug/:slug' },
  categories: { method: 'GET', path: '/blog/category' },
} as const satisfies ApiGroup;
