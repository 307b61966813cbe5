import type { Chapter } from '@gro/config';
import { CHAPTER_LEADER_TEXTS as texts } from '@gro/config/screens';
import { FieldStack, Form, FormActions, FormSubmit } from '@/components/ui/form';
import { LeadershipSection, useChapterLeaders, useLeadershipActions } from '@/features/chapter-leaders';
import { MemberSelect } from '@/features/referrals';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';

/** The chapter drawer's "Chapter leaders" (admins, issue 18): who leads the chapter, and making another member a leader. */
export function ChapterLeaders({ chapter }: { chapter: Chapter }) {
  const { data, error, isLoading, mutate } = useChapterLeaders(chapter.id);
  const { grant, revoke } = useLeadershipActions();
  const ref = { id: chapter.id, name: chapter.name };
  const items = data?.map((l) => ({ key: String(l.user.id), name: l.user.fullname, grantedAt: l.grantedAt, chapter: ref, member: { id: l.user.id, fullname: l.user.fullname } }));
  const onSubmit = submitHandler<{ userId: number | null }>(async ({ userId }) => {
    if (userId) await grant(chapter.id, userId);
  }, ['userId']);
  return (
    <LeadershipSection
      heading={texts.chapterHeading}
      intro={texts.chapterIntro}
      empty={texts.chapterEmpty}
      items={items}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      onRemove={(item) => revoke(chapter.id, item.member.id)}
    >
      <Formik<{ userId: number | null }> initialValues={{ userId: null }} onSubmit={async (values, helpers) => {
        await onSubmit(values, helpers);
        helpers.resetForm();
      }}>
        <Form aria-label={texts.chapterHeading}>
          <FieldStack>
            <MemberSelect name="userId" label={texts.memberLabel} hint={texts.memberHint} />
            <FormActions>
              <FormSubmit pendingLabel={texts.granting}>{texts.grant}</FormSubmit>
            </FormActions>
          </FieldStack>
        </Form>
      </Formik>
    </LeadershipSection>
  );
}
