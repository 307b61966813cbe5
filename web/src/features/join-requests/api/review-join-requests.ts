import { ADMIN_ACTIVITY_API, COMPANY_API, JOIN_REQUEST_API, USER_API, LIST_LIMITS, joinRequestRejectSchema, type JoinRequestReviewItem, type Paginated } from '@gro/config';
import useSWR from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** A pending request as GET /company/join-request answers an admin (the shape is the API contract's). */
export type PendingJoinRequest = JoinRequestReviewItem;

interface PageQuery {
  page?: number;
  pageSize?: number;
}

/** Every list a review changes: the requests, the member's company in users, dashboard and directory, the log. */
export const REVIEW_REFRESHES = [JOIN_REQUEST_API.listPending.path, USER_API.list.path, USER_API.dashboard.path, COMPANY_API.list.path, ADMIN_ACTIVITY_API.list.path] as const;

/** A "My chapter" screen's requests: those of the chapter's members, in the same answer. */
export const chapterJoinRequestsPath = (chapterId: number) => buildUrl(JOIN_REQUEST_API.listForChapter.path, { params: { id: chapterId } });

function pendingKey({ page = 1, pageSize = LIST_LIMITS.defaultPageSize }: PageQuery, chapterId?: number) {
  const query = { page, pageSize };
  return chapterId ? buildUrl(JOIN_REQUEST_API.listForChapter.path, { params: { id: chapterId }, query }) : buildUrl(JOIN_REQUEST_API.listPending.path, { query });
}

/**
 * GET /company/join-request?page&pageSize, or GET /chapter/{id}/join-requests for one chapter: one
 * page of pending requests; the previous page stays while the next loads.
 */
export function usePendingJoinRequests(query: PageQuery, chapterId?: number) {
  return useSWR<Paginated<PendingJoinRequest>>(pendingKey(query, chapterId), quietFetcher, { keepPreviousData: true });
}

/** POST /company/join-request/{id}/approve; the server's message is the success toast, a failure the danger toast. */
export const approveJoinRequest = (id: number) =>
  api.post<unknown>(buildUrl(JOIN_REQUEST_API.approve.path, { params: { id } }), undefined, { notifySuccess: true });

/** POST /company/join-request/{id}/reject {reason}; an empty reason is left out. */
export const rejectJoinRequest = (id: number, reason: string) =>
  api.post<unknown>(
    buildUrl(JOIN_REQUEST_API.reject.path, { params: { id } }),
    joinRequestRejectSchema.cast(reason ? { reason } : {}, { stripUnknown: true }),
    { notifySuccess: true },
  );
