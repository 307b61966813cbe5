import { BLOG_POST_API, type BlogPostPage } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /blog/post?page=&category=: one page of published posts, newest first. Quiet: the page shows its own error. */
export function useBlogPosts({ page, category }: { page: number; category: string }) {
  return useSWR<BlogPostPage>(buildUrl(BLOG_POST_API.find.path, { query: { page: page > 1 ? page : undefined, category } }), quietFetcher, {
    keepPreviousData: true,
  });
}
