import { VISITOR_API, type VisitorMeeting } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /chapter/{slug}/visitor: the meeting a guest registers for now; null when none is scheduled. */
export function useVisitorMeeting(slug: string) {
  return useSWR<VisitorMeeting | null>(buildUrl(VISITOR_API.meeting.path, { params: { slug } }), quietFetcher);
}
