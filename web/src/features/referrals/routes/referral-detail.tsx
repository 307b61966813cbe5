import { REFERRAL_API, REFERRAL_FIGURE_API, REFERRAL_MESSAGES } from '@gro/config';
import { useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeftIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { isAdmin } from '@/lib/authorization';
import { formatDate } from '@/lib/format';
import { media } from '@/styles/theme';
import { deleteReferral, useReferral } from '../api/referrals';
import { FollowForm } from '../components/follow-form';
import { ReferralFacts } from '../components/referral-facts';
import { ReferralHistory } from '../components/referral-history';
import { REFERRAL_TEXTS as texts } from '@gro/config/screens';

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
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

const Section = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const backLink = (
  <ButtonLink to={paths.portal.referrals} variant="secondary" size="sm">
    <ArrowLeftIcon size={16} />
    {texts.back}
  </ButtonLink>
);

/**
 * /portal/referral/{referralId}: the referral (for its giver, its receiver and admins). The
 * receiver follows it; the giver and admins may delete it (after a question); admins see its history.
 */
export default function ReferralDetailRoute() {
  const { referralId } = useParams();
  const { data: referral, error, isLoading, mutate } = useReferral(referralId);
  const { user } = useAuth();
  const admin = isAdmin(user);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const refresh = useRefreshLists();
  const followId = useId();
  const historyId = useId();

  const isReceiver = referral && user?.id === referral.receiver.id;
  const isGiver = referral && user?.id === referral.giver.id;
  const deleted = Boolean(referral?.deletedAt);
  const canFollow = referral && !deleted && (isReceiver || admin);
  const canDelete = referral && !deleted && (isGiver || admin);

  const remove = async () => {
    if (!referral) return;
    await deleteReferral(referral.id);
    setConfirming(false);
    await refresh([REFERRAL_API.list.path, REFERRAL_FIGURE_API.all.path]);
    void navigate(paths.portal.referrals);
  };

  return (
    <PortalPage
      title={texts.detailTitle}
      actions={
        <Actions>
          {backLink}
          {canDelete && (
            <Button variant="danger" size="sm" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
              {texts.delete}
            </Button>
          )}
        </Actions>
      }
    >
      {isLoading && <Loading label={texts.detailLoading} />}
      {notFound && <EmptyState title={REFERRAL_MESSAGES.notFound} action={backLink} />}
      {error && !notFound && <LoadError message={texts.detailLoadFailed} onRetry={() => void mutate()} />}
      {referral && !error && (
        <Layout>
          <Section>
            {deleted && <Alert tone="danger">{texts.deletedNotice(formatDate(referral.deletedAt))}</Alert>}
            <ReferralFacts referral={referral} />
          </Section>
          {(canFollow || admin) && (
            <Side>
              {canFollow && (
                <Section aria-labelledby={followId}>
                  <h2 id={followId}>{texts.follow}</h2>
                  <p>{texts.followHint}</p>
                  <FollowForm referral={referral} onSaved={(saved) => void mutate(saved, { revalidate: false }).then(() => refresh([REFERRAL_FIGURE_API.all.path]))} />
                </Section>
              )}
              {admin && (
                <Section aria-labelledby={historyId}>
                  <h2 id={historyId}>{texts.history}</h2>
                  <ReferralHistory key={referral.updatedAt} referralId={referral.id} />
                </Section>
              )}
            </Side>
          )}
        </Layout>
      )}
      {confirming && referral && (
        <ConfirmDialog
          title={texts.deleteTitle}
          question={texts.deleteQuestion}
          detail={texts.deleteDetail}
          confirmLabel={texts.delete}
          pendingLabel={texts.deletePending}
          cancelLabel={texts.cancel}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
    </PortalPage>
  );
}
