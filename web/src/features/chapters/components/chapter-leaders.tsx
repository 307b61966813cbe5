import type { Chapter } from '@gro/config';
import { CHAPTER_LEADER_TEXTS as texts } from '@gro/config/screens';
import { LeadershipSection, useChapterLeaders, useLeadershipActions } from '@/features/chapter-leaders';
import { MemberSelect } from '@/features/referrals';

/** The chapter drawer's "Chapter leaders" (admins): who leads the chapter, and making another member a leader. */
export function ChapterLeaders({ chapter }: { chapter: Chapter }) {
  const { data, error, isLoading, mutate } = useChapterLeaders(chapter.id);
  const { grant, revoke } = useLeadershipActions();
  const ref = { id: chapter.id, name: chapter.name };
  return (
    <LeadershipSection
      heading={texts.chapterHeading}
      intro={texts.chapterIntro}
      empty={texts.chapterEmpty}
      items={data?.map((l) => ({ key: String(l.user.id), name: l.user.fullname, grantedAt: l.grantedAt, chapter: ref, member: l.user }))}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      onRemove={(item) => revoke(chapter.id, item.member.id)}
      onGrant={(userId) => grant(chapter.id, userId)}
      field={<MemberSelect name="id" label={texts.memberLabel} hint={texts.memberHint} />}
    />
  );
}
