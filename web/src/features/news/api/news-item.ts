import { ANNOUNCEMENT_API, type NewsItem } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /news/{id}: one item with its Markdown body (404 for a member while it is scheduled). */
export function useNewsItem(id: string | undefined) {
  return useSWR<NewsItem>(id ? buildUrl(ANNOUNCEMENT_API.one.path, { params: { id } }) : null, quietFetcher);
}
