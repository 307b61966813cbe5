import { SUBSCRIBE_TEXTS } from '@gro/config/screens';
import { useId } from 'react';
import { PlanChoice, useSubscribeOffer } from './plan-choice';
import { Box } from './subscribe-block-styles';

const texts = SUBSCRIBE_TEXTS;

/**
 * The sidebar's Subscribe block (spec §2): the plans GET /subscription/plan offers this member, each
 * a button to Stripe's hosted checkout, and the corporate discount when the checkout would get it.
 * Hidden while the member has a live subscription (any status but canceled and incomplete_expired),
 * as the stored account or the plan answer tells.
 */
export function SubscribeBlock() {
  const { canSubscribe, isLoading } = useSubscribeOffer();
  const headingId = useId();
  if (!canSubscribe) return null;

  return (
    <Box aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <h2 id={headingId}>{texts.heading}</h2>
      <p>{texts.lead}</p>
      <PlanChoice />
    </Box>
  );
}
