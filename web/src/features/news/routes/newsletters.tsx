import type { NewsletterSend } from '@gro/config';
import { NEWSLETTER_SCREEN_TEXTS, NEWS_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import styled from 'styled-components';
import { PortalPage } from '@/components/layouts/portal-page';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { Pagination } from '@/components/ui/table/pagination';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { formatDateTime } from '@/lib/format';
import { cancelNewsletterSend, newslettersPath, useNewsletters } from '../api/newsletters';
import { NewsletterCard } from '../components/newsletter-card';

const texts = NEWSLETTER_SCREEN_TEXTS;

/** The content admin's list of newsletters, where staff write them. */
const CONTENT_ADMIN_NEWSLETTERS = '/admin/content-manager/collection-types/api::announcement.newsletter';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  list-style: none;
`;

const SkeletonCard = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const WriteLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: ${({ theme }) => `0 ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand800};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.brand600};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand600};
    outline-offset: 2px;
  }
`;

/**
 * /portal/administrator/newsletter (admins): the newsletters staff wrote in the content admin, last
 * edited first, each with its sends (audience, time, status, report; Cancel while one waits) and a
 * Send… form. Its recipients read each send at /portal/newsletter/{id}.
 */
export default function NewslettersRoute() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useNewsletters(page);
  const refresh = useRefreshLists();
  const [cancelling, setCancelling] = useState<NewsletterSend | null>(null);
  const refreshList = () => refresh([newslettersPath]);

  const cancel = async () => {
    if (!cancelling) return;
    try {
      await cancelNewsletterSend(cancelling.id);
    } finally {
      setCancelling(null);
      await refreshList();
    }
  };

  const write = <WriteLink href={CONTENT_ADMIN_NEWSLETTERS}>{texts.write}</WriteLink>;

  return (
    <PortalPage title={texts.title} description={texts.description} actions={write}>
      {isLoading && !data && (
        <>
          <VisuallyHidden role="status">{texts.loading}</VisuallyHidden>
          <List aria-hidden="true">
            {[0, 1].map((n) => (
              <li key={n}>
                <SkeletonCard>
                  <Skeleton $width="50%" $height="1.25em" />
                  <Skeleton $width="30%" />
                  <Skeleton />
                </SkeletonCard>
              </li>
            ))}
          </List>
        </>
      )}
      {error && <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />}
      {data && !error && data.total === 0 && <EmptyState title={texts.empty} description={texts.emptyDetail} action={write} />}
      {data && !error && data.items.length > 0 && (
        <>
          <List aria-busy={isLoading || undefined}>
            {data.items.map((newsletter) => (
              <li key={newsletter.id}>
                <NewsletterCard newsletter={newsletter} onCancel={setCancelling} onSent={() => void refreshList()} />
              </li>
            ))}
          </List>
          <Pagination page={page} pageSize={data.pageSize} total={data.total} onPageChange={setPage} />
        </>
      )}
      {cancelling && (
        <ConfirmDialog
          title={texts.sendLine.cancelTitle}
          question={texts.sendLine.cancelQuestion}
          detail={
            <>
              <strong>{texts.sendLine.audience(cancelling.audience, cancelling.chapter?.name ?? null)}</strong> · {formatDateTime(cancelling.sendAt)}
            </>
          }
          confirmLabel={texts.sendLine.cancelConfirm}
          pendingLabel={NEWS_TEXTS.archive.cancelling}
          cancelLabel={NEWS_TEXTS.archive.keep}
          onConfirm={cancel}
          onCancel={() => setCancelling(null)}
        />
      )}
    </PortalPage>
  );
}
