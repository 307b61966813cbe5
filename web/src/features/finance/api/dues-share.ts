import type { DuesShareReport } from '@gro/config';
import { DUES_SHARE_TEXTS } from '@gro/config/screens';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { fileDownload } from '@/lib/download';
import { buildUrl } from '@/lib/url';

export interface MonthRange {
  from: string;
  to: string;
}

/** GET /finance/dues-share?from=YYYY-MM&to=YYYY-MM (admins); the previous report stays while the next loads. */
export function useDuesShare({ from, to }: MonthRange) {
  return useSWR<DuesShareReport>(buildUrl('/finance/dues-share', { query: { from, to } }), quietFetcher, { keepPreviousData: true });
}

/**
 * GET /finance/dues-share/csv through the API client (bearer token, one refresh on a 401, the
 * server's message on failure), saved as dues-share-<from>-<to>.csv.
 */
export async function downloadDuesShareCsv({ from, to }: MonthRange): Promise<void> {
  const csv = await api.getFile(buildUrl('/finance/dues-share/csv', { query: { from, to } }), { headers: { Accept: 'text/csv, application/json' } });
  fileDownload.save(csv, DUES_SHARE_TEXTS.csvFilename(from, to));
}
