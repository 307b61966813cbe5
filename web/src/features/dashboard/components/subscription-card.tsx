import { SUBSCRIPTION_STATUS_LABELS, isLiveSubscription, type MemberSubscription } from '@gro/config';
import { BILLING_TEXTS, DASHBOARD_TEXTS } from '@gro/config/screens';
import { useId } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { ManageBillingButton, PlanChoice } from '@/features/subscription';
import { formatDate } from '@/lib/format';
import { Detail, SummaryCard, Value } from './dashboard-styles';
import { SUBSCRIPTION_CARD_ID } from './first-week-checklist';

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** The plan buttons fill the card's width, as in the sidebar's Subscribe block. */
const Plans = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-self: stretch;
`;

const Banner = styled(Alert)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

type Status = MemberSubscription['status'];

/** A payment failed: the member is asked to update the card (with Manage billing). */
const paymentProblem = (status: Status): string | null =>
  status === 'past_due' ? BILLING_TEXTS.pastDue : status === 'unpaid' ? BILLING_TEXTS.unpaid : null;

const tone = (status: Status) =>
  status === 'active' || status === 'trialing' ? 'brand' : paymentProblem(status) ? 'accent' : 'neutral';

/** 'Renews on Mar 1, 2026', 'Ends on …' once cancelled at period end, 'Ended on …' once over. */
function periodLine(subscription: MemberSubscription): string | null {
  const { status, currentPeriodEnd, cancelAtPeriodEnd, canceledAt } = subscription;
  if (!isLiveSubscription(status)) {
    const ended = formatDate(canceledAt ?? currentPeriodEnd);
    return ended ? DASHBOARD_TEXTS.endedOn(ended) : null;
  }
  const end = formatDate(currentPeriodEnd);
  if (!end) return null;
  return cancelAtPeriodEnd ? DASHBOARD_TEXTS.endsOn(end) : DASHBOARD_TEXTS.renewsOn(end);
}

/** Above the cards when a payment failed: asks the member to update the card (Manage billing, in the subscription card). */
export function PaymentProblemBanner({ subscription }: { subscription: MemberSubscription | null }) {
  const problem = subscription && paymentProblem(subscription.status);
  if (!problem) return null;
  return (
    <Banner tone="warning" role="status">
      <p>{problem}</p>
    </Banner>
  );
}

interface SubscriptionCardProps {
  subscription: MemberSubscription | null;
  /** The member has a Stripe customer: the Customer Portal has their invoices even without a subscription now. */
  hasBillingAccount: boolean;
}

/**
 * The dashboard's subscription: status in Stripe's words, the plan, when it renews or ends, and its
 * action at every width (the sidebar's Subscribe block is behind the menu on phones): the plans to
 * choose from without a live subscription, Manage billing with a billing account.
 */
export function SubscriptionCard({ subscription, hasBillingAccount }: SubscriptionCardProps) {
  const problem = subscription && paymentProblem(subscription.status);
  const period = subscription && periodLine(subscription);
  const headingId = useId();
  return (
    <SummaryCard id={SUBSCRIPTION_CARD_ID} aria-labelledby={headingId}>
      <h2 id={headingId}>{DASHBOARD_TEXTS.subscription}</h2>
      <Value>
        <Badge $tone={subscription ? tone(subscription.status) : 'neutral'}>
          {subscription ? (SUBSCRIPTION_STATUS_LABELS[subscription.status] ?? subscription.status) : DASHBOARD_TEXTS.unsubscribed}
        </Badge>
      </Value>
      {subscription && <Detail>{[subscription.planLabel ?? DASHBOARD_TEXTS.unknownPlan, period].filter(Boolean).join(' · ')}</Detail>}
      <Actions>
        {!isLiveSubscription(subscription?.status) && (
          <Plans>
            <PlanChoice compact />
          </Plans>
        )}
        {(subscription || hasBillingAccount) && <ManageBillingButton variant={problem ? 'primary' : 'secondary'} />}
      </Actions>
    </SummaryCard>
  );
}
