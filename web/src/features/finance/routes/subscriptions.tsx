import { EXPORT_PATHS, isLiveSubscription, type SubscriptionRow, type SubscriptionSortField } from '@gro/config';
import { CONFIRM_TEXTS, EMPTY_STATES, NO_VALUE, SUBSCRIPTION_ADMIN_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ServerTablePage, type Column } from '@/components/ui/table';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { ApiError } from '@/lib/api-client';
import { CANCEL_REFRESHES, cancelSubscription, useSubscriptions } from '../api/subscriptions';
import { FinanceMember, memberLabel } from '../components/finance-member';
import { SubscriptionPeriod } from '../components/subscription-period';
import { SubscriptionStatusBadge } from '../components/subscription-status';

const texts = SUBSCRIPTION_ADMIN_TEXTS;
const { columns: headers } = texts;

const Canceled = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const isCanceled = (s: SubscriptionRow) => s.isCancelled || s.status === 'canceled';

/** Cancelled meanwhile (409) or gone (404): nothing is left to confirm, the list shows how things are. */
const isSettled = (error: unknown) => error instanceof ApiError && (error.status === 409 || error.status === 404);

/**
 * /portal/finance/subscription (admins): every subscription, paged, sorted and searched by the
 * server. Cancel asks once (spec §5) and cancels at once; afterwards 'Canceled' replaces the button.
 */
export default function SubscriptionsRoute() {
  const refresh = useRefreshLists();
  const [confirming, setConfirming] = useState<SubscriptionRow | null>(null);

  const cancel = async () => {
    if (!confirming) return;
    try {
      await cancelSubscription(confirming.stripeSubscriptionId);
      await refresh(CANCEL_REFRESHES);
      setConfirming(null);
    } catch (error) {
      if (!isSettled(error)) throw error;
      await refresh(CANCEL_REFRESHES);
      setConfirming(null);
    }
  };

  const columns: Column<SubscriptionRow, SubscriptionSortField>[] = [
    { key: 'member', header: headers.member, cell: (s) => <FinanceMember user={s.user} /> },
    { key: 'status', header: headers.status, cell: (s) => <SubscriptionStatusBadge status={s.status} />, sortField: 'status' },
    { key: 'plan', header: headers.plan, cell: (s) => s.planLabel ?? s.priceId ?? NO_VALUE },
    { key: 'period', header: headers.period, cell: (s) => <SubscriptionPeriod subscription={s} />, sortField: 'currentPeriodEnd', nowrap: true },
    {
      key: 'actions',
      header: headers.actions,
      nowrap: true,
      cell: (s) => {
        if (isCanceled(s)) return <Canceled>{texts.canceled}</Canceled>;
        if (!isLiveSubscription(s.status)) return NO_VALUE;
        return (
          <Button
            size="sm"
            variant="secondary"
            aria-haspopup="dialog"
            aria-label={texts.cancelLabel(memberLabel(s.user, s.stripeSubscriptionId))}
            onClick={() => setConfirming(s)}
          >
            {texts.cancel}
          </Button>
        );
      },
    },
  ];

  return (
    <>
      <ServerTablePage
        texts={{ ...texts, emptyText: EMPTY_STATES.subscriptions }}
        columns={columns}
        usePage={useSubscriptions}
        getRowKey={(subscription) => subscription.id}
        exportCsv={{ path: EXPORT_PATHS.subscriptions, name: 'subscriptions' }}
      />
      {confirming && (
        <ConfirmDialog
          title={texts.confirmTitle}
          question={CONFIRM_TEXTS.cancelSubscription}
          detail={texts.confirmDetail(memberLabel(confirming.user, confirming.stripeSubscriptionId))}
          confirmLabel={texts.confirm}
          pendingLabel={texts.confirming}
          cancelLabel={texts.keep}
          onConfirm={cancel}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
