import { SUBSCRIPTION_API, type PlanOffer } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

/** GET /subscription/plan: the plans this member may buy, a corporate discount, the live subscription. Asked only when `enabled`. */
export function usePlanOffer(enabled: boolean) {
  return useSWR<PlanOffer>(enabled ? SUBSCRIPTION_API.plan.path : null, quietFetcher);
}
