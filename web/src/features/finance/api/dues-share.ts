import { FINANCE_API, type DuesShareReport } from '@gro/config';
import { DUES_SHARE_TEXTS, MY_CHAPTER_TEXTS } from '@gro/config/screens';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { fileDownload } from '@/lib/download';
import { buildUrl } from '@/lib/url';

export interface MonthRange {
  from: string;
  to: string;
}

/** The report's address: every chapter's (admins), or one chapter's for its "My chapter" screen. */
const reportPath = (chapterId?: number) =>
  chapterId ? buildUrl(FINANCE_API.chapterDuesShare.path, { params: { id: chapterId } }) : FINANCE_API.duesShare.path;
/** The report as CSV: every chapter's, or one chapter's. */
const csvPath = (chapterId?: number) =>
  chapterId ? buildUrl(FINANCE_API.chapterDuesShareCsv.path, { params: { id: chapterId } }) : FINANCE_API.duesShareCsv.path;

/**
 * GET /finance/dues-share?from=YYYY-MM&to=YYYY-MM (admins), or GET /chapter/{id}/dues-share (the
 * same answer, that chapter's rows only: its leaders and admins); the previous report stays while the next loads.
 */
export function useDuesShare({ from, to }: MonthRange, chapterId?: number) {
  return useSWR<DuesShareReport>(buildUrl(reportPath(chapterId), { query: { from, to } }), quietFetcher, { keepPreviousData: true });
}

/**
 * GET /finance/dues-share/csv (or /chapter/{id}/dues-share/csv) through the API client (bearer
 * token, one refresh on a 401, the server's message on failure), saved as dues-share-<from>-<to>.csv
 * (dues-share-chapter-<id>-<from>-<to>.csv).
 */
export async function downloadDuesShareCsv({ from, to }: MonthRange, chapterId?: number): Promise<void> {
  const csv = await api.getFile(buildUrl(csvPath(chapterId), { query: { from, to } }), { headers: { Accept: 'text/csv, application/json' } });
  fileDownload.save(csv, chapterId ? MY_CHAPTER_TEXTS.duesShareCsvFilename(chapterId, from, to) : DUES_SHARE_TEXTS.csvFilename(from, to));
}
