import { isLiveSubscription, type Plan } from '@gro/config';
import { SUBSCRIBE_TEXTS } from '@gro/config/screens';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { usePlanOffer } from '../api/get-plan-offer';
import { startCheckout } from '../api/start-checkout';
import { Box, Discount, Muted } from './subscribe-block-styles';

const texts = SUBSCRIBE_TEXTS;

/**
 * The sidebar's Subscribe block (spec §2): the plans GET /subscription/plan offers this member, each
 * a button to Stripe's hosted checkout, and the corporate discount when the checkout would get it.
 * Hidden while the member has a live subscription (any status but canceled and incomplete_expired),
 * as the stored account or the plan answer tells.
 */
export function SubscribeBlock() {
  const { user } = useAuth();
  const liveOnAccount = isLiveSubscription(user?.subscription?.status);
  const { data, error, isLoading, mutate } = usePlanOffer(Boolean(user) && !liveOnAccount);
  const [pending, setPending] = useState<string | null>(null);
  const headingId = useId();
  if (!user || liveOnAccount || isLiveSubscription(data?.current?.status)) return null;

  const subscribe = async (plan: Plan) => {
    setPending(plan.priceId);
    const leaving = await startCheckout(plan.priceId);
    if (!leaving) setPending(null);
  };
  const discount = data?.corporateDiscount;

  return (
    <Box aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <h2 id={headingId}>{texts.heading}</h2>
      <p>{texts.lead}</p>
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
          <span>{texts.discountIntro}</span>
          <span>{texts.discountNote}</span>
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
          {pending === plan.priceId ? texts.redirecting : texts.planButton(plan.label, plan.amount, plan.interval)}
        </Button>
      ))}
    </Box>
  );
}
