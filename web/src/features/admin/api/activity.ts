import { LIST_LIMITS, type Paginated } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

export type ActivityAction = 'create' | 'update' | 'approve' | 'reject';
export type ActivitySubject = 'chapter' | 'event' | 'company' | 'user' | 'join-request';

/** One admin write as GET /activity records it: who, when, what, and the record before and after. */
export interface ActivityEntry {
  id: number;
  createdAt: string;
  actor: { id: number; fullname: string; email: string } | null;
  action: ActivityAction;
  subject: ActivitySubject;
  subjectId: number | string | null;
  summary: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

interface PageQuery {
  page?: number;
  pageSize?: number;
}

const activityKey = ({ page = 1, pageSize = LIST_LIMITS.defaultPageSize }: PageQuery) =>
  buildUrl('/activity', { query: { page, pageSize } });

/** GET /activity?page&pageSize: one page of the admin activity log, newest first. */
export function useActivity(query: PageQuery) {
  return useSWR<Paginated<ActivityEntry>>(activityKey(query), quietFetcher, { keepPreviousData: true });
}
