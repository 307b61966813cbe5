import { BLOG_POST_API, type BlogCategory } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

/** GET /blog/category: the categories /blog filters by. */
export function useBlogCategories() {
  return useSWR<BlogCategory[]>(BLOG_POST_API.categories.path, quietFetcher);
}
