import type { MemberDetail } from '@gro/config';
import { CHAPTER_LEADER_TEXTS as texts } from '@gro/config/screens';
import { FieldStack, Form, FormActions, FormSubmit } from '@/components/ui/form';
import { LeadershipSection, useLeadershipActions, useMemberLeads } from '@/features/chapter-leaders';
import { ChapterSelect } from '@/features/chapters';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';

/** The user drawer's "Chapter leadership" (admins, issue 18): the chapters the member leads, and making them a leader of another. */
export function UserLeadership({ user }: { user: MemberDetail }) {
  const { data, error, isLoading, mutate } = useMemberLeads(user.id);
  const { grant, revoke } = useLeadershipActions();
  const fullname = user.fullname || `${user.firstname} ${user.lastname}`;
  const items = data?.map((l) => ({ key: String(l.chapter.id), name: l.chapter.name, grantedAt: l.grantedAt, chapter: l.chapter, member: { id: user.id, fullname } }));
  const onSubmit = submitHandler<{ chapterId: number | null }>(async ({ chapterId }) => {
    if (chapterId) await grant(chapterId, user.id);
  }, ['chapterId']);
  return (
    <LeadershipSection
      heading={texts.userHeading}
      intro={texts.userIntro}
      empty={texts.userEmpty}
      items={items}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      onRemove={(item) => revoke(item.chapter.id, user.id)}
    >
      <Formik<{ chapterId: number | null }> initialValues={{ chapterId: null }} onSubmit={async (values, helpers) => {
        await onSubmit(values, helpers);
        helpers.resetForm();
      }}>
        <Form aria-label={texts.userHeading}>
          <FieldStack>
            <ChapterSelect name="chapterId" label={texts.chapterLabel} />
            <FormActions>
              <FormSubmit pendingLabel={texts.granting}>{texts.grant}</FormSubmit>
            </FormActions>
          </FieldStack>
        </Form>
      </Formik>
    </LeadershipSection>
  );
}
