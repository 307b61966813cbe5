import { VISITOR_API, LIST_LIMITS, type Paginated, type Visitor, type VisitorSortField, type VisitorStatus } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import type { SortedQuery } from '@/lib/sort';
import { buildUrl } from '@/lib/url';

type VisitorsQuery = SortedQuery<VisitorSortField> & { status?: VisitorStatus };

const visitorsKey = (chapterId: number, { page = 1, pageSize = LIST_LIMITS.defaultPageSize, sort, q, status }: VisitorsQuery) =>
  buildUrl(VISITOR_API.list.path, { params: { id: chapterId }, query: { page, pageSize, sort, q, status } });

/** GET /chapter/{id}/visitors (admins): one page of the chapter's visitors; the previous page stays while the next loads. */
export function useChapterVisitors(chapterId: number, query: VisitorsQuery) {
  return useSWR<Paginated<Visitor>>(visitorsKey(chapterId, query), quietFetcher, { keepPreviousData: true });
}

/** PUT /visitor/{id} {status}: the server's message is the success toast, a failure the danger toast. */
export const setVisitorStatus = (id: number, status: VisitorStatus) =>
  api.put<Visitor>(buildUrl(VISITOR_API.update.path, { params: { id } }), { status }, { notifySuccess: true });

/**
 * PUT /visitor/{id}/host {hostId}: the chapter member who brought the visitor, or null for none. Silent: the
 * host dialog shows a refusal under its field (or as the danger toast); the server's message toasts on success.
 */
export const setVisitorHost = (id: number, hostId: number | null) =>
  api.put<Visitor>(buildUrl(VISITOR_API.setHost.path, { params: { id } }), { hostId }, { silent: true, notifySuccess: true });

/** POST /visitor/{id}/invite: emails the "become a member" invitation (toasts as above). */
export const inviteVisitor = (id: number) => api.post<Visitor>(buildUrl(VISITOR_API.invite.path, { params: { id } }), undefined, { notifySuccess: true });
