import { ADMIN_ACTIVITY_API, COMPANY_API, USER_API, joinRequestRejectSchema, type Paginated, type PendingCompany } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** At most this many companies wait at once in practice; the section shows them all on one page. */
const PAGE_SIZE = 100;

/** GET /company/pending (admins) or GET /chapter/{id}/pending-companies (its leaders): the companies waiting for review, oldest first. */
export const pendingCompaniesPath = (chapterId?: number) =>
  chapterId
    ? buildUrl(COMPANY_API.listPendingForChapter.path, { params: { id: chapterId }, query: { pageSize: PAGE_SIZE } })
    : buildUrl(COMPANY_API.listPending.path, { query: { pageSize: PAGE_SIZE } });

export function usePendingCompanies(chapterId?: number) {
  return useSWR<Paginated<PendingCompany>>(pendingCompaniesPath(chapterId), quietFetcher, { keepPreviousData: true });
}

/** Every list a company's review changes: the companies waiting and the companies table, the users, the log. */
export const COMPANY_REVIEW_REFRESHES = [COMPANY_API.listPending.path, COMPANY_API.list.path, USER_API.list.path, ADMIN_ACTIVITY_API.list.path] as const;

/** POST /company/{uuid}/approve; the server's message is the success toast, a failure the danger toast. */
export const approveCompany = (uuid: string) => api.post<unknown>(buildUrl(COMPANY_API.approve.path, { params: { uuid } }), undefined, { notifySuccess: true });

/** POST /company/{uuid}/reject {reason}; an empty reason is left out. */
export const rejectCompany = (uuid: string, reason: string) =>
  api.post<unknown>(buildUrl(COMPANY_API.reject.path, { params: { uuid } }), joinRequestRejectSchema.cast(reason ? { reason } : {}, { stripUnknown: true }), {
    notifySuccess: true,
  });
