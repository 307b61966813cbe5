import type { SessionResult } from '@gro/config';
import { SUBSCRIPTION_SUCCESS_TEXTS } from '@gro/config/screens';

/**
 * The plan the member bought, 'name (interval)', from the session's first item: the price's
 * nickname, else its id; null unless both a name and an interval exist (spec §4).
 */
export function sessionPlanLabel(session: SessionResult | null | undefined): string | null {
  const price = session?.subscription?.items?.[0]?.price;
  const name = price?.nickname || price?.id;
  const interval = price?.recurring?.interval;
  return name && interval ? SUBSCRIPTION_SUCCESS_TEXTS.planLabel(name, interval) : null;
}
