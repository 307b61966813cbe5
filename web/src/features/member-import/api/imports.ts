import { MEMBER_IMPORT_API, type ImportMapping, type MemberImportReport, type MemberImportStatus, type MemberImportUpload } from '@gro/config';
import useSWR, { mutate } from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

const IMPORTS_KEY = MEMBER_IMPORT_API.recent.path;
const statusKey = (id: number) => buildUrl(MEMBER_IMPORT_API.status.path, { params: { id } });
/** How often a queued or running import's progress is asked for. */
const PROGRESS_POLL_MS = 1000;

/** POST /member-import: the file as multipart (field 'file'); failures are shown by the screen, not toasted. */
export async function uploadImport(file: File): Promise<MemberImportUpload> {
  const body = new FormData();
  body.append('file', file);
  return (await api.post<MemberImportUpload>(MEMBER_IMPORT_API.upload.path, body, { silent: true })).data;
}

/** POST /member-import/{id}/dry-run: what importing with this mapping would do (nothing written). */
export async function dryRunImport(id: number, mapping: ImportMapping): Promise<MemberImportReport> {
  return (await api.post<MemberImportReport>(buildUrl(MEMBER_IMPORT_API.dryRun.path, { params: { id } }), mapping, { silent: true })).data;
}

/** POST /member-import/{id}/run: queues the import (again from where it stopped, for a failed one). */
export async function startImport(id: number, mapping?: ImportMapping): Promise<MemberImportStatus> {
  const { data } = await api.post<MemberImportStatus>(buildUrl(MEMBER_IMPORT_API.run.path, { params: { id } }), mapping ?? {}, { notifySuccess: true });
  await mutate(statusKey(id), data, { revalidate: false });
  await mutate(IMPORTS_KEY);
  return data;
}

const live = (status: MemberImportStatus | undefined) => status?.status === 'queued' || status?.status === 'running';

/** GET /member-import/{id}, asked again every second while the import is queued or running. */
export function useImportStatus(id: number | null) {
  return useSWR<MemberImportStatus>(id ? statusKey(id) : null, quietFetcher, {
    refreshInterval: (latest) => (live(latest) ? PROGRESS_POLL_MS : 0),
    onSuccess: (latest) => {
      if (!live(latest)) void mutate(IMPORTS_KEY);
    },
  });
}

/** GET /member-import: the latest imports, newest first. */
export function useRecentImports() {
  return useSWR<MemberImportStatus[]>(IMPORTS_KEY, quietFetcher);
}
