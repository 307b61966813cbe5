import { SCORECARD_API, SCORECARD_PAGE_SIZE, type AllScorecards, type ChapterScorecards, type ScorecardDetail, type ScorecardSortField } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import type { SortedQuery } from '@/lib/sort';
import { buildUrl } from '@/lib/url';

/**
 * GET /chapter/{id}/scorecards: a page of every member for its leaders and admins (the previous page
 * stays while the next loads); the totals and the caller's own row for its members.
 */
export function useChapterScorecards(chapterId: string | undefined, { page = 1, pageSize = SCORECARD_PAGE_SIZE, sort, q }: SortedQuery<ScorecardSortField>) {
  return useSWR<ChapterScorecards>(
    chapterId ? buildUrl(SCORECARD_API.chapter.path, { params: { id: chapterId }, query: { page, pageSize, sort, q } }) : null,
    quietFetcher,
    { keepPreviousData: true },
  );
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
