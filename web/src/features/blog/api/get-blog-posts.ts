import type { BlogPostPage } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /blog/post?page=&category=: one page of published posts, newest first. Quiet: the page shows its own error. */
export function useBlogPosts({ page, category }: { page: number; category: string }) {
  return useSWR<BlogPostPage>(buildUrl('/blog/post', { query: { page: page > 1 ? page : undefined, category } }), quietFetcher, {
    keepPreviousData: true,
  });
}
