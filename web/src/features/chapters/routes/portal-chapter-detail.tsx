import { CHAPTER_NOT_FOUND } from '@gro/config';
import { CHAPTER_DRAWER_TEXTS, PORTAL_CHAPTER_TEXTS, VISITOR_TEXTS } from '@gro/config/screens';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeftIcon, ContactBookIcon, ExternalLinkIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ChapterNewsLink } from '@/features/news';
import { ChapterReferralsLink } from '@/features/referral-figures';
import { useDrawer } from '@/hooks/use-drawer';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { canManageChapter, isAdmin } from '@/lib/authorization';
import { buildUrl } from '@/lib/url';
import { media } from '@/styles/theme';
import { usePortalChapter } from '../api/portal-chapter';
import { ChapterDrawer } from '../components/chapter-drawer';
import { ChapterMembers } from '../components/chapter-members';
import { MeetingInfo } from '../components/meeting-info';

const texts = PORTAL_CHAPTER_TEXTS.detail;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${media.up('lg')} {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`;

/** The meeting's day, time and place: first on a phone, above a long member list; the side column from lg. */
const Side = styled.div`
  min-width: 0;

  ${media.up('lg')} {
    grid-column: 2;
    grid-row: 1;
  }
`;

const backLink = (
  <ButtonLink to={paths.portal.chapters} variant="secondary" size="sm">
    <ArrowLeftIcon size={16} />
    {texts.back}
  </ButtonLink>
);

/** /portal/chapter/{chapterId}: a chapter's meeting details and its members; 'Chapter Not Found' on 404. */
export default function PortalChapterDetailRoute() {
  const { chapterId } = useParams();
  const { data: chapter, error, isLoading, mutate } = usePortalChapter(chapterId);
  const { user } = useAuth();
  // Admins and the chapter's leaders edit it and open its visitors.
  const manager = canManageChapter(user, chapter?.id);
  const drawer = useDrawer<NonNullable<typeof chapter>>();
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);

  return (
    <PortalPage
      title={chapter?.name ?? (notFound ? CHAPTER_NOT_FOUND.title : PORTAL_CHAPTER_TEXTS.title)}
      actions={
        <Actions>
          {backLink}
          {chapter && !error && <ChapterNewsLink chapterId={chapter.id} />}
          {chapter && !error && <ChapterReferralsLink chapterId={chapter.id} />}
          {manager && chapter && !error && (
            <ButtonLink to={buildUrl(paths.portal.myChapterVisitors, { params: { chapterId: chapter.id } })} variant="secondary" size="sm">
              <ContactBookIcon size={16} />
              {VISITOR_TEXTS.visitorsTitle}
            </ButtonLink>
          )}
          {manager && chapter && !error && (
            <Button size="sm" onClick={() => drawer.show(chapter)} aria-haspopup="dialog">
              {CHAPTER_DRAWER_TEXTS.edit}
            </Button>
          )}
          {chapter?.isActive && (
            <ButtonLink to={buildUrl(paths.chapter, { params: { slug: chapter.slug } })} variant="secondary" size="sm">
              <ExternalLinkIcon size={16} />
              {texts.publicPage}
            </ButtonLink>
          )}
        </Actions>
      }
    >
      {isLoading && <Loading label={texts.loading} />}
      {notFound && <EmptyState title={CHAPTER_NOT_FOUND.message} action={backLink} />}
      {error && !notFound && <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />}
      {chapter && !error && (
        <Layout>
          <Side>
            <MeetingInfo chapter={chapter} />
          </Side>
          <ChapterMembers chapterName={chapter.name} members={chapter.users ?? []} />
        </Layout>
      )}
      {manager && <ChapterDrawer open={drawer.open} chapter={drawer.target} formKey={drawer.key} admin={isAdmin(user)} onClose={drawer.close} />}
    </PortalPage>
  );
}
