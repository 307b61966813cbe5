import { CHAPTER_NOT_FOUND } from '@gro/config';
import { NEWS_TEXTS } from '@gro/config/screens';
import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeftIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { canManageChapter } from '@/lib/authorization';
import { buildUrl } from '@/lib/url';
import { newsArchivePath, useNewsArchive } from '../api/news-archive';
import { NewsArchive } from '../components/news-archive';
import { NewsForm } from '../components/news-form';
import { useNewsChapterName } from '../hooks/use-news-chapter-name';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  min-width: 0;
`;

const Panel = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }

  > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * /portal/chapter/{chapterId}/news: the chapter's news. Its members read the archive; its leaders
 * and admins also write news at the top (preview, test, send or schedule) and see each item's status
 * and delivery, and cancel what waits. The server decides who reads: another chapter's member is told
 * this news is for the chapter's members.
 */
export default function ChapterNewsRoute() {
  const { chapterId = '' } = useParams();
  const id = Number(chapterId);
  const { user } = useAuth();
  const manager = canManageChapter(user, chapterId);
  const chapterName = useNewsChapterName(id);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useNewsArchive(chapterId, page);
  const refresh = useRefreshLists();
  const writeId = useId();
  const forbidden = error instanceof ApiError && error.status === 403;
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const refreshArchive = () => refresh([newsArchivePath(chapterId)]);

  const backLink = (
    <ButtonLink to={buildUrl(paths.portal.chapter, { params: { chapterId } })} variant="secondary" size="sm">
      <ArrowLeftIcon size={16} />
      {NEWS_TEXTS.back}
    </ButtonLink>
  );
  // Another chapter's member: the way to their own chapter's news.
  const ownNews = user?.chapterId && user.chapterId !== id && (
    <ButtonLink to={buildUrl(paths.portal.chapterNews, { params: { chapterId: user.chapterId } })} size="sm">
      {NEWS_TEXTS.ownNews}
    </ButtonLink>
  );

  return (
    <PortalPage title={NEWS_TEXTS.title(chapterName)} description={NEWS_TEXTS.description} actions={backLink}>
      {forbidden && <EmptyState title={NEWS_TEXTS.forbidden} action={ownNews} />}
      {notFound && <EmptyState title={CHAPTER_NOT_FOUND.title} description={CHAPTER_NOT_FOUND.message} />}
      {!forbidden && !notFound && (
        <Stack>
          {manager && (
            <Panel aria-labelledby={writeId}>
              <h2 id={writeId}>{NEWS_TEXTS.write.heading}</h2>
              <p>{NEWS_TEXTS.write.lead}</p>
              <NewsForm
                chapterId={id}
                onSent={() => {
                  setPage(1);
                  void refreshArchive();
                }}
              />
            </Panel>
          )}
          <NewsArchive
            data={data}
            isLoading={isLoading}
            failed={Boolean(error)}
            onRetry={() => void mutate()}
            page={page}
            onPageChange={setPage}
            manager={manager}
            onChanged={refreshArchive}
          />
        </Stack>
      )}
    </PortalPage>
  );
}
