import type { NewsPage, NewsSummary } from '@gro/config';
import { NEWS_TEXTS } from '@gro/config/screens';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Pagination } from '@/components/ui/table/pagination';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { cancelNews } from '../api/cancel-news';
import { NewsCard, NewsDate } from './news-card';

const texts = NEWS_TEXTS.archive;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

const SkeletonCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

function ArchiveSkeleton() {
  return (
    <>
      <VisuallyHidden role="status">{texts.loading}</VisuallyHidden>
      <List aria-hidden="true">
        {[0, 1, 2].map((n) => (
          <li key={n}>
            <SkeletonCard $padding="sm">
              <Skeleton $width="60%" $height="1.25em" />
              <Skeleton $width="35%" />
              <Skeleton />
              <Skeleton $width="80%" />
            </SkeletonCard>
          </li>
        ))}
      </List>
    </>
  );
}

interface NewsArchiveProps {
  data: NewsPage | undefined;
  isLoading: boolean;
  failed: boolean;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  /** The chapter's leaders and admins: they cancel what is scheduled, and an empty archive invites them to write. */
  manager: boolean;
  /** After a cancel: the archive is asked again. */
  onChanged: () => Promise<unknown>;
}

/**
 * The chapter's archive, newest first, a page at a time (the API's pageSize): a card per item; for
 * its leaders and admins each item's status, report and, while it waits, Cancel (asked first).
 */
export function NewsArchive({ data, isLoading, failed, onRetry, page, onPageChange, manager, onChanged }: NewsArchiveProps) {
  const headingId = useId();
  const [cancelling, setCancelling] = useState<NewsSummary | null>(null);

  const cancel = async () => {
    if (!cancelling) return;
    try {
      await cancelNews(cancelling.id);
    } finally {
      // Cancelled, or refused because it started meanwhile (the toast says which): the list shows it as it is.
      setCancelling(null);
      await onChanged();
    }
  };

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.heading}</h2>
      {isLoading && !data && <ArchiveSkeleton />}
      {failed && <LoadError message={texts.loadFailed} onRetry={onRetry} />}
      {data && !failed && data.total === 0 && <EmptyState title={texts.empty} description={manager ? texts.emptyLeader : undefined} />}
      {data && !failed && data.items.length > 0 && (
        <>
          <List aria-labelledby={headingId} aria-busy={isLoading || undefined}>
            {data.items.map((news) => (
              <li key={news.id}>
                <NewsCard news={news} onCancel={manager ? setCancelling : undefined} />
              </li>
            ))}
          </List>
          <Pagination page={page} pageSize={data.pageSize} total={data.total} onPageChange={onPageChange} />
        </>
      )}
      {cancelling && (
        <ConfirmDialog
          title={texts.cancelTitle}
          question={texts.cancelQuestion}
          detail={
            <>
              <strong>{cancelling.subject}</strong> · <NewsDate news={cancelling} />
            </>
          }
          confirmLabel={texts.cancelConfirm}
          pendingLabel={texts.cancelling}
          cancelLabel={texts.keep}
          onConfirm={cancel}
          onCancel={() => setCancelling(null)}
        />
      )}
    </Section>
  );
}
