import { NEWSLETTER_SCREEN_TEXTS } from '@gro/config/screens';
import { useParams } from 'react-router-dom';
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
import { formatDateTime } from '@/lib/format';
import { useNewsletterIssue } from '../api/newsletters';

const texts = NEWSLETTER_SCREEN_TEXTS.issue;

const Article = styled(Card).attrs({ as: 'article' })`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 760px;
  min-width: 0;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /portal/newsletter/{issueId}: one GRO newsletter as it was sent: subject, date and the Markdown
 * body rendered as React elements (never HTML). A member opens only an issue sent to them (404, as
 * for an unknown id).
 */
export default function NewsletterIssueRoute() {
  const { issueId } = useParams();
  const { data: issue, error, isLoading, mutate } = useNewsletterIssue(issueId);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const back = (
    <ButtonLink to={paths.portal.dashboard} variant="secondary" size="sm">
      <ArrowLeftIcon size={16} />
      {texts.backToDashboard}
    </ButtonLink>
  );

  return (
    <PortalPage title={issue?.subject ?? (notFound ? texts.notFoundTitle : texts.title)} description={issue ? texts.title : undefined} actions={back}>
      {isLoading && <Loading label={texts.loading} />}
      {notFound && <EmptyState title={texts.notFound} action={back} />}
      {error && !notFound && <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />}
      {issue && !error && (
        <Article>
          <Meta>
            <time dateTime={issue.sendAt}>{issue.status === 'scheduled' ? texts.scheduledFor(formatDateTime(issue.sendAt)) : texts.sentOn(formatDateTime(issue.sendAt))}</time>
          </Meta>
          <Markdown source={issue.body} />
        </Article>
      )}
    </PortalPage>
  );
}
