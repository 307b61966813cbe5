import { REFERRAL_FIGURE_API, type AllChaptersReferralFigures, type ChapterReferralFigures, type MyReferralFigures } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /referral-figures/me: the member's figures this month and over the last 12. */
export function useMyReferralFigures() {
  return useSWR<MyReferralFigures>(REFERRAL_FIGURE_API.me.path, quietFetcher);
}

export interface MonthRange {
  from: string;
  to: string;
}

/** GET /chapter/{id}/referral-figures?from&to: the chapter's members and admins. */
export function useChapterReferralFigures(chapterId: string | undefined, range: MonthRange | null) {
  const key = chapterId && range ? buildUrl(REFERRAL_FIGURE_API.chapter.path, { params: { id: chapterId }, query: { ...range } }) : null;
  return useSWR<ChapterReferralFigures>(key, quietFetcher, { keepPreviousData: true });
}

/** GET /referral-figures?from&to (admins): every chapter side by side. */
export function useAllReferralFigures(range: MonthRange | null) {
  return useSWR<AllChaptersReferralFigures>(range ? buildUrl(REFERRAL_FIGURE_API.all.path, { query: { ...range } }) : null, quietFetcher, { keepPreviousData: true });
}

/** The CSV of GET /referral-figures (ExportCsvButton adds ?from&to). */
export const FIGURES_CSV_PATH = REFERRAL_FIGURE_API.allCsv.path;
