import { discountedAmount, isLiveSubscription, type Plan } from '@gro/config';
import { SUBSCRIBE_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { usePlanOffer } from '../api/get-plan-offer';
import { startCheckout } from '../api/start-checkout';
import { Discount, Muted } from './subscribe-block-styles';

const texts = SUBSCRIBE_TEXTS;

/**
 * The plan offer, asked while the stored account shows no live subscription, and whether the member
 * may subscribe: signed in, and no live subscription on the account or in the plan answer.
 */
export function useSubscribeOffer() {
  const { user } = useAuth();
  const liveOnAccount = isLiveSubscription(user?.subscription?.status);
  const offer = usePlanOffer(Boolean(user) && !liveOnAccount);
  const canSubscribe = Boolean(user) && !liveOnAccount && !isLiveSubscription(offer.data?.current?.status);
  return { ...offer, canSubscribe };
}

interface PlanChoiceProps {
  /** Only the discount's label, without its explanation (where the sidebar block explains it). */
  compact?: boolean;
}

/**
 * The plans GET /subscription/plan offers this member, each a button to Stripe's hosted checkout
 * priced as the member will pay (the corporate discount taken off), with the loading, failed and
 * no-plan states. Nothing once the member has a live subscription.
 */
export function PlanChoice({ compact = false }: PlanChoiceProps) {
  const { canSubscribe, data, error, isLoading, mutate } = useSubscribeOffer();
  const [pending, setPending] = useState<string | null>(null);
  if (!canSubscribe) return null;

  const subscribe = async (plan: Plan) => {
    setPending(plan.priceId);
    const leaving = await startCheckout(plan.priceId);
    if (!leaving) setPending(null);
  };
  const discount = data?.corporateDiscount;

  return (
    <>
      {isLoading && <Muted>{texts.loading}</Muted>}
      {error && !data && (
        <>
          <Muted>{texts.loadFailed}</Muted>
          <Button variant="secondary" size="sm" block onClick={() => void mutate()}>
            {texts.retry}
          </Button>
        </>
      )}
      {data && data.plans.length === 0 && <Muted>{texts.noPlans}</Muted>}
      {discount && (
        <Discount>
          <strong>{discount.label}</strong>
          {!compact && <span>{texts.discountIntro}</span>}
          {!compact && <span>{texts.discountNote}</span>}
        </Discount>
      )}
      {data?.plans.map((plan, index) => (
        <Button
          key={plan.priceId}
          variant={index === 0 ? 'primary' : 'secondary'}
          size="sm"
          block
          loading={pending === plan.priceId}
          disabled={pending !== null}
          onClick={() => void subscribe(plan)}
        >
          {pending === plan.priceId
            ? texts.redirecting
            : texts.planButton(plan.label, discountedAmount(plan.amount, discount), plan.interval)}
        </Button>
      ))}
    </>
  );
}
