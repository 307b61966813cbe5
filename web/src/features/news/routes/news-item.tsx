import { CHAPTER_NEWS_MESSAGES } from '@gro/config';
import { NEWS_TEXTS } from '@gro/config/screens';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeftIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { Markdown } from '@/features/blog';
import { ApiError } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';
import { useNewsItem } from '../api/news-item';
import { NewsDate } from '../components/news-card';
import { NewsReport, NewsStatusBadge } from '../components/news-status';

const texts = NEWS_TEXTS.item;

const Article = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 760px;
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.brand600};
  }
`;

/**
 * /portal/news/{newsId}: one chapter news item: its subject, chapter, date, author, event and the
 * Markdown body rendered as React elements (never HTML); for the chapter's leaders its status and
 * delivery too. A member cannot open one that is still scheduled (404, as for an unknown id).
 */
export default function NewsItemRoute() {
  const { newsId } = useParams();
  const { data: news, error, isLoading, mutate } = useNewsItem(newsId);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const forbidden = error instanceof ApiError && error.status === 403;

  const backLink = news ? (
    <ButtonLink to={buildUrl(paths.portal.chapterNews, { params: { chapterId: news.chapter.id } })} variant="secondary" size="sm">
      <ArrowLeftIcon size={16} />
      {NEWS_TEXTS.backToNews(news.chapter.name)}
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.portal.dashboard} variant="secondary" size="sm">
      <ArrowLeftIcon size={16} />
      {texts.backToDashboard}
    </ButtonLink>
  );

  return (
    <PortalPage
      title={news?.subject ?? (notFound ? texts.notFoundTitle : NEWS_TEXTS.title())}
      description={news?.chapter.name}
      actions={backLink}
    >
      {isLoading && <Loading label={texts.loading} />}
      {notFound && <EmptyState title={CHAPTER_NEWS_MESSAGES.notFound} action={backLink} />}
      {forbidden && <EmptyState title={NEWS_TEXTS.forbidden} action={backLink} />}
      {error && !notFound && !forbidden && <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />}
      {news && !error && (
        <Article>
          <Meta>
            <NewsDate news={news} />
            {news.author && <span>{NEWS_TEXTS.archive.by(news.author)}</span>}
            {news.counts && <NewsStatusBadge status={news.status} />}
          </Meta>
          {news.event && (
            <Meta>
              <span>{NEWS_TEXTS.archive.event}</span>
              <Link to={buildUrl(paths.event, { params: { id: news.event.id } })}>{news.event.title}</Link>
            </Meta>
          )}
          <NewsReport news={news} />
          <Markdown source={news.body} />
        </Article>
      )}
    </PortalPage>
  );
}
