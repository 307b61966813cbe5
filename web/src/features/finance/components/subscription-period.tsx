import { isLiveSubscription, type SubscriptionRow } from '@gro/config';
import { NO_VALUE, SUBSCRIPTION_ADMIN_TEXTS } from '@gro/config/screens';
import { formatDate } from '@/lib/format';

const texts = SUBSCRIPTION_ADMIN_TEXTS;

/** 'Renews Mar 1, 2026'; 'Ends …' once the member cancelled at period end; 'Ended …' once it is over. */
export function SubscriptionPeriod({ subscription }: { subscription: SubscriptionRow }) {
  const { status, isCancelled, currentPeriodEnd, cancelAtPeriodEnd, canceledAt } = subscription;
  const ended = isCancelled || !isLiveSubscription(status);
  const when = ended ? (canceledAt ?? currentPeriodEnd) : currentPeriodEnd;
  if (!when || !formatDate(when)) return NO_VALUE;
  const date = formatDate(when);
  const text = ended ? texts.ended(date) : cancelAtPeriodEnd ? texts.ends(date) : texts.renews(date);
  return <time dateTime={when}>{text}</time>;
}
