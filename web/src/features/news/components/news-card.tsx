import type { NewsSummary } from '@gro/config';
import { NEWS_TEXTS } from '@gro/config/screens';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { buildUrl } from '@/lib/url';
import { NewsReport, NewsStatusBadge } from './news-status';

const texts = NEWS_TEXTS.archive;

const Item = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  a {
    color: ${({ theme }) => theme.colors.brand800};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.colors.gray700};
`;

const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** When it went out, or goes out, in the reader's zone: 'Mar 1, 2026, 10:00 AM EST'. */
export function NewsDate({ news }: { news: Pick<NewsSummary, 'sendAt' | 'status'> }) {
  const when = formatDateTime(news.sendAt);
  return <time dateTime={news.sendAt}>{news.status === 'scheduled' ? texts.scheduledFor(when) : when}</time>;
}

interface NewsCardProps {
  news: NewsSummary;
  /** The chapter's leaders and admins cancel news that waits for its time. */
  onCancel?: (news: NewsSummary) => void;
}

/**
 * One news item of the archive: its subject (opening it), date, author, excerpt and event; for the
 * chapter's leaders (the API gives them its counts) its status and how its delivery went.
 */
export function NewsCard({ news, onCancel }: NewsCardProps) {
  const headingId = useId();
  const leaderView = news.counts !== null;
  return (
    <Item $padding="sm" aria-labelledby={headingId}>
      <Head>
        <h3 id={headingId}>
          <Link to={buildUrl(paths.portal.newsItem, { params: { newsId: news.id } })}>{news.subject}</Link>
        </h3>
        {leaderView && <NewsStatusBadge status={news.status} />}
      </Head>
      <Meta>
        <NewsDate news={news} />
        {news.author && <span>{texts.by(news.author)}</span>}
      </Meta>
      {news.excerpt && <Excerpt>{news.excerpt}</Excerpt>}
      {news.event && (
        <Meta>
          <span>{texts.event}</span>
          <Link to={buildUrl(paths.event, { params: { id: news.event.id } })}>{news.event.title}</Link>
        </Meta>
      )}
      {(leaderView || onCancel) && (
        <Foot>
          <NewsReport news={news} />
          {onCancel && news.status === 'scheduled' && (
            <Button size="sm" variant="secondary" aria-haspopup="dialog" aria-label={texts.cancelLabel(news.subject)} onClick={() => onCancel(news)}>
              {texts.cancel}
            </Button>
          )}
        </Foot>
      )}
    </Item>
  );
}
