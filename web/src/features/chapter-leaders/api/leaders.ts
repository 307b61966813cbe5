import { ADMIN_ACTIVITY_API, CHAPTER_LEADER_API, type ChapterLeader, type Leadership } from '@gro/config';
import useSWR, { useSWRConfig } from 'swr';
import { api, quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

const leadersKey = (chapterId: number) => buildUrl(CHAPTER_LEADER_API.leadersOf.path, { params: { id: chapterId } });
const leadsKey = (userId: number) => buildUrl(CHAPTER_LEADER_API.leadsOf.path, { params: { id: userId } });

/** GET /chapter/{id}/leaders (admins): the chapter's leaders. */
export function useChapterLeaders(chapterId: number) {
  return useSWR<ChapterLeader[]>(leadersKey(chapterId), quietFetcher);
}

/** GET /user/{id}/leads (admins): the chapters a member leads. */
export function useMemberLeads(userId: number) {
  return useSWR<Leadership[]>(leadsKey(userId), quietFetcher);
}

/**
 * Grant and revoke (PUT and DELETE /chapter/{id}/leaders/{userId}), each followed by a refetch of
 * both lists the pair appears in (the chapter's leaders and the member's chapters) and of the
 * activity log, where the change is recorded.
 */
export function useLeadershipActions() {
  const { mutate } = useSWRConfig();
  const refresh = (chapterId: number, userId: number) =>
    Promise.all([mutate(leadersKey(chapterId)), mutate(leadsKey(userId)), mutate((key) => typeof key === 'string' && key.startsWith(ADMIN_ACTIVITY_API.list.path))]);
  const path = (chapterId: number, userId: number) => buildUrl(CHAPTER_LEADER_API.grant.path, { params: { id: chapterId, userId } });
  return {
    async grant(chapterId: number, userId: number) {
      await api.put<ChapterLeader[]>(path(chapterId, userId), undefined, { silent: true, notifySuccess: true });
      await refresh(chapterId, userId);
    },
    async revoke(chapterId: number, userId: number) {
      await api.delete<ChapterLeader[]>(path(chapterId, userId), { notifySuccess: true });
      await refresh(chapterId, userId);
    },
  };
}
