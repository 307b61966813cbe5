import { CHAPTER_REPORT_API, type MeetingReport, type MonthReport } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

const reportPath = (chapterId: string) => buildUrl(CHAPTER_REPORT_API.find.path, { params: { id: chapterId } });

/** GET /chapter/{id}/report?month=: the month's meetings and figures. */
export function useMonthReport(chapterId: string | undefined, month: string | null) {
  const key = chapterId && month ? `${reportPath(chapterId)}?month=${month}` : null;
  return useSWR<MonthReport>(key, quietFetcher, { keepPreviousData: true });
}

/** GET /chapter/{id}/report?event=&date=: one meeting. */
export function useMeetingReport(chapterId: string | undefined, meeting: { event: string; date: string } | null) {
  const key = chapterId && meeting ? buildUrl(CHAPTER_REPORT_API.find.path, { params: { id: chapterId }, query: { event: meeting.event, date: meeting.date } }) : null;
  return useSWR<MeetingReport>(key, quietFetcher);
}

/** The month as CSV (ExportCsvButton adds ?month=). */
export const reportCsvPath = (chapterId: string) => buildUrl(CHAPTER_REPORT_API.csv.path, { params: { id: chapterId } });
