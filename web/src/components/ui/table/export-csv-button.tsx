import { TABLE_EXPORT_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import { DownloadIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api-client';
import { fileDownload } from '@/lib/download';
import { buildUrl } from '@/lib/url';

/** Which export an admin table offers: its API path (EXPORT_PATHS) and the name its files start with. */
export interface TableExport {
  path: string;
  /** 'users' → users-2026-11-27.csv */
  name: string;
}

type Query = Record<string, string | number | undefined>;

/** Today in the browser's calendar, YYYY-MM-DD. */
function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Export CSV: downloads the whole table, every page, with the search, sort and filters
 * it shows (`query`), through the API client (the bearer token, one refresh on a 401, the server's
 * message as a toast on failure, e.g. too many exports at once) and saves it as <name>-<date>.csv.
 * `empty`: the table shows no row, so there is nothing to export (the button is disabled).
 */
export function ExportCsvButton({ exportCsv, query, empty = false }: { exportCsv: TableExport; query: Query; empty?: boolean }) {
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      const csv = await api.getFile(buildUrl(exportCsv.path, { query }), { headers: { Accept: 'text/csv, application/json' } });
      fileDownload.save(csv, TABLE_EXPORT_TEXTS.filename(exportCsv.name, today()));
    } catch {
      // The API client has shown the server's message.
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="secondary" loading={exporting} disabled={empty} onClick={() => void download()}>
      {!exporting && <DownloadIcon size={16} />}
      {exporting ? TABLE_EXPORT_TEXTS.exporting : TABLE_EXPORT_TEXTS.exportCsv}
    </Button>
  );
}
