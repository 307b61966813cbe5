import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '@gro/config';
import { Badge } from '@/components/ui/badge';

const tone = (status: SubscriptionStatus) =>
  status === 'active' || status === 'trialing' ? 'brand' : status === 'past_due' || status === 'unpaid' ? 'accent' : 'neutral';

/** A subscription's status in Stripe's words ('Past due'). */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return <Badge $tone={tone(status)}>{SUBSCRIPTION_STATUS_LABELS[status] ?? status}</Badge>;
}
