import type { Paginated } from './api';

/** The public blog (/blog): posts staff publish in the Strapi admin. */
export const BLOG_LIMITS = {
  /** Posts on one page of /blog. */
  pageSize: 9,
  /** The longest slug a post or category may be looked up by (Strapi's uid field). */
  slugMaxLength: 255,
} as const;

/** A post or category slug as Strapi's uid field stores it. */
export const BLOG_SLUG_PATTERN = /^[A-Za-z0-9._~-]+$/;

export interface BlogCategory {
  name: string;
  slug: string;
}

export interface BlogImage {
  url: string;
  alternativeText: string | null;
  width: number | null;
  height: number | null;
}

/** A post as /blog lists it. */
export interface BlogPostSummary {
  title: string;
  slug: string;
  excerpt: string | null;
  publishedAt: string;
  category: BlogCategory | null;
  cover: BlogImage | null;
}

/** A post as /blog/{slug} shows it: its body is Markdown (Strapi's rich text), rendered as text-only React elements. */
export interface BlogPost extends BlogPostSummary {
  body: string;
  updatedAt: string;
}

export type BlogPostPage = Paginated<BlogPostSummary>;

export const BLOG_MESSAGES = {
  badCategory: 'Category must be the slug of a blog category.',
  postNotFound: { title: 'Post Not Found', message: 'The post you are looking for does not exist or was removed.' },
} as const;
