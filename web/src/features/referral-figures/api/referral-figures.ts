import type { AllChaptersReferralFigures, ChapterReferralFigures, MyReferralFigures } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /referral-figures/me: the member's figures this month and over the last 12. */
export function useMyReferralFigures() {
  return useSWR<MyReferralFigures>('/referral-figures/me', quietFetcher);
}

export interface MonthRange {
  from: string;
  to: string;
}

/** GET /chapter/{id}/referral-figures?from&to: the chapter's members and admins. */
export function useChapterReferralFigures(chapterId: string | undefined, range: MonthRange | null) {
  const key = chapterId && range ? buildUrl('/chapter/:id/referral-figures', { params: { id: chapterId }, query: { ...range } }) : null;
  return useSWR<ChapterReferralFigures>(key, quietFetcher, { keepPreviousData: true });
}

/** GET /referral-figures?from&to (admins): every chapter side by side. */
export function useAllReferralFigures(range: MonthRange | null) {
  return useSWR<AllChaptersReferralFigures>(range ? buildUrl('/referral-figures', { query: { ...range } }) : null, quietFetcher, { keepPreviousData: true });
}

/** The CSV of GET /referral-figures (ExportCsvButton adds ?from&to). */
export const FIGURES_CSV_PATH = '/referral-figures.csv';
