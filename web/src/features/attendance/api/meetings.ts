import { ATTENDANCE_API, type ChapterMeetings } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /chapter/{id}/meetings (its leaders, admins): the meeting under way, the next ones and the last ones. */
export function useChapterMeetings(chapterId: string | undefined) {
  return useSWR<ChapterMeetings>(chapterId ? buildUrl(ATTENDANCE_API.meetings.path, { params: { id: chapterId } }) : null, quietFetcher);
}
