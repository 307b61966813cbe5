import type { MemberDetail } from '@gro/config';
import { CHAPTER_LEADER_TEXTS as texts } from '@gro/config/screens';
import { LeadershipSection, useLeadershipActions, useMemberLeads } from '@/features/chapter-leaders';
import { ChapterSelect } from '@/features/chapters';

/** The user drawer's "Leader of chapters" (admins): the chapters the member leads, and making them a leader of another. */
export function UserLeadership({ user }: { user: MemberDetail }) {
  const { data, error, isLoading, mutate } = useMemberLeads(user.id);
  const { grant, revoke } = useLeadershipActions();
  const member = { id: user.id, fullname: user.fullname || `${user.firstname} ${user.lastname}` };
  return (
    <LeadershipSection
      heading={texts.userHeading}
      intro={texts.userIntro}
      empty={texts.userEmpty}
      items={data?.map((l) => ({ key: String(l.chapter.id), name: l.chapter.name, grantedAt: l.grantedAt, chapter: l.chapter, member }))}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      onRemove={(item) => revoke(item.chapter.id, user.id)}
      onGrant={(chapterId) => grant(chapterId, user.id)}
      field={<ChapterSelect name="id" label={texts.chapterLabel} />}
    />
  );
}
