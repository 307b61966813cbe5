import { BLOG_POST_API, type BlogPost } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /blog/post/slug/{slug}: one published post. Quiet: a missing post is the Page Not Found view, not a toast. */
export function useBlogPost(slug: string) {
  return useSWR<BlogPost>(slug ? buildUrl(BLOG_POST_API.findBySlug.path, { params: { slug } }) : null, quietFetcher);
}
