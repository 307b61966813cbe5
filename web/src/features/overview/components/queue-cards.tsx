import { formatMoney, type AdminOverview } from '@gro/config';
import { OVERVIEW_TEXTS } from '@gro/config/screens';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { FigureCard } from './figure-card';

const Action = styled(Link)`
  width: fit-content;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** Subscriptions past due or unpaid: members who must update their card, and what their open invoices ask. */
export function FailedPaymentsCard({ failed }: { failed: AdminOverview['failedPayments'] }) {
  const texts = OVERVIEW_TEXTS.failedPayments;
  return (
    <FigureCard
      title={texts.title}
      explain={texts.explain}
      figure={texts.figure(failed.subscriptions)}
      detail={texts.detail(failed.pastDue, failed.unpaid, failed.openInvoices, formatMoney(failed.amountDueCents, failed.currency))}
      action={<Action to={paths.portal.subscriptions}>{texts.link}</Action>}
    />
  );
}

/** Company join requests waiting for an administrator, and since when. */
export function JoinRequestsCard({ joinRequests }: { joinRequests: AdminOverview['joinRequests'] }) {
  const texts = OVERVIEW_TEXTS.joinRequests;
  return (
    <FigureCard
      title={texts.title}
      explain={texts.explain}
      figure={texts.figure(joinRequests.pending)}
      detail={joinRequests.pending > 0 && joinRequests.oldestAt ? texts.oldest(formatDate(joinRequests.oldestAt)) : undefined}
      action={<Action to={paths.portal.joinRequests}>{texts.link}</Action>}
    />
  );
}
