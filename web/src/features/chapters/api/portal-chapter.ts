import { CHAPTER_API, type Chapter } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /chapter/{id}: one chapter, active or not, with its Active members' public fields (users). Quiet: a 404 is shown as such. */
export function usePortalChapter(id: string | undefined) {
  return useSWR<Chapter>(id ? buildUrl(CHAPTER_API.findOne.path, { params: { id } }) : null, quietFetcher);
}
