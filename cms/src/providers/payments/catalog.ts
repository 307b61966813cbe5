import type Stripe from 'stripe';
import { callStripe, readFromStripe } from './errors';
import type { PaymentProvider } from './types';

/**
 * Prices and the corporate coupon as Stripe has them, read once and kept for a while: a price's
 * amount and interval never change (Stripe makes a new price instead), a coupon rarely.
 */
const TTL_MS = 10 * 60_000;
type Entry<T> = { at: number; value: Promise<T> };
const prices = new Map<string, Entry<Stripe.Price>>();
const coupons = new Map<string, Entry<Stripe.Coupon | null>>();
type Log = { error(message: string): void; warn(message: string): void };

function cached<T>(cache: Map<string, Entry<T>>, id: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(id);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = load();
  cache.set(id, { at: Date.now(), value });
  // A failure is not kept: the next request asks again.
  value.catch(() => cache.get(id)?.value === value && cache.delete(id));
  return value;
}

export function priceOf(provider: PaymentProvider, log: Log, priceId: string): Promise<Stripe.Price> {
  return cached(prices, priceId, () => callStripe(log, `reading price ${priceId}`, () => provider.stripe.prices.retrieve(priceId)));
}

/** The coupon, or null when Stripe has no such coupon (logged: STRIPE_COUPON_CORPORATE is wrong). */
export function couponOf(provider: PaymentProvider, log: Log, couponId: string): Promise<Stripe.Coupon | null> {
  return cached(coupons, couponId, async () => {
    const coupon = await readFromStripe(log, `reading coupon ${couponId}`, () => provider.stripe.coupons.retrieve(couponId));
    if (!coupon) log.warn(`Payments: the corporate coupon ${couponId} does not exist at Stripe; no corporate discount is given.`);
    return coupon;
  });
}
