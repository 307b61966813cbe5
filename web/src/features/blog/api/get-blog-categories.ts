import type { BlogCategory } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

/** GET /blog/category: the categories /blog filters by. */
export function useBlogCategories() {
  return useSWR<BlogCategory[]>('/blog/category', quietFetcher);
}
