import { SCORECARD_API, type AllScorecards, type ChapterScorecards, type ScorecardDetail } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /chapter/{id}/scorecards: every member for its leaders and admins; the totals and the caller's own row for its members. */
export function useChapterScorecards(chapterId: string | undefined) {
  return useSWR<ChapterScorecards>(chapterId ? buildUrl(SCORECARD_API.chapter.path, { params: { id: chapterId } }) : null, quietFetcher);
}

/** GET /chapter/{id}/scorecards/{userId}: one member's scorecard, months and marks. */
export function useScorecardDetail(chapterId: string | undefined, userId: string | null) {
  return useSWR<ScorecardDetail>(chapterId && userId ? buildUrl(SCORECARD_API.detail.path, { params: { id: chapterId, userId } }) : null, quietFetcher);
}

/** GET /scorecard/mine: the signed-in member's own (404 outside any chapter). */
export function useMyScorecard(enabled = true) {
  return useSWR<ScorecardDetail>(enabled ? SCORECARD_API.mine.path : null, quietFetcher);
}

/** GET /admin/scorecards: every chapter side by side (admins). */
export function useAllScorecards() {
  return useSWR<AllScorecards>(SCORECARD_API.all.path, quietFetcher);
}
