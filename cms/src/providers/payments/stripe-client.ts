import Stripe from 'stripe';

/** How long one call to Stripe may take, and how often the SDK retries a failed one (with the same idempotency key). */
const TIMEOUT_MS = 20_000;
const MAX_NETWORK_RETRIES = 2;

/**
 * Where the SDK sends its requests: Stripe itself, or (STRIPE_API_BASE, e.g. http://127.0.0.1:12111)
 * a Stripe-compatible server such as the built-in simulator or stripe-mock.
 */
function apiBase(base: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function stripeClient(secretKey: string, base?: string): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: MAX_NETWORK_RETRIES, timeout: TIMEOUT_MS, telemetry: false, ...apiBase(base) });
}
