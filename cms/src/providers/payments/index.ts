/**
 * Payments, chosen once at start (ARCHITECTURE.md, "Providers"): the real Stripe when
 * STRIPE_SECRET_KEY is set; outside production without a key, the built-in Stripe simulator
 * (a loopback Stripe-compatible server started in this process, which charges no card); in
 * production without a key, none: every payment endpoint answers 503 'Payments are not configured.'.
 */
import { PAYMENT_MESSAGES } from '@gro/config';
import { serviceUnavailable } from '../../platform/http/http-errors';
import { startEmbeddedStripe } from './embedded';
import { stripeClient } from './stripe-client';
import type { PaymentLog, PaymentProvider } from './types';

export type { PaymentProvider } from './types';

let provider: PaymentProvider | null = null;
let closeEmbedded: (() => Promise<void>) | null = null;

/** A variable's value, or null when unset or blank. */
const given = (value: string | undefined): string | null => value?.trim() || null;

/** The real Stripe from the environment; a missing variable stops the start with its name. */
function realStripe(secretKey: string): PaymentProvider {
  const required = {
    STRIPE_WEBHOOK_SECRET: given(process.env.STRIPE_WEBHOOK_SECRET),
    STRIPE_PRICE_MONTHLY: given(process.env.STRIPE_PRICE_MONTHLY),
    STRIPE_PRICE_YEARLY: given(process.env.STRIPE_PRICE_YEARLY),
  };
  const missing = Object.keys(required).filter((name) => !required[name as keyof typeof required]);
  if (missing.length) throw new Error(`STRIPE_SECRET_KEY is set but not ${missing.join(', ')} (docs/operations.md, "Payments").`);
  return {
    stripe: stripeClient(secretKey, given(process.env.STRIPE_API_BASE) ?? undefined),
    webhookSecret: required.STRIPE_WEBHOOK_SECRET!,
    prices: { monthly: required.STRIPE_PRICE_MONTHLY!, yearly: required.STRIPE_PRICE_YEARLY!, nonprofit: given(process.env.STRIPE_PRICE_NONPROFIT) },
    corporateCoupon: given(process.env.STRIPE_COUPON_CORPORATE),
    embedded: false,
  };
}

/** The cms's own address as seen from this machine: where the simulator delivers its webhooks. */
function ownUrl(host: string, port: number): string {
  const local = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

/** Called once from the cms bootstrap, with the host and port the cms listens on. */
export async function startPayments(log: PaymentLog, { host, port }: { host: string; port: number }): Promise<PaymentProvider | null> {
  const secretKey = given(process.env.STRIPE_SECRET_KEY);
  if (secretKey) {
    provider = realStripe(secretKey);
    const base = given(process.env.STRIPE_API_BASE);
    log.info(`Payments: Stripe${base ? ` at ${base}` : ''} (${secretKey.startsWith('sk_live_') ? 'live' : 'test'} mode).`);
  } else if (process.env.NODE_ENV !== 'production') {
    const fakePort = Number(given(process.env.STRIPE_FAKE_PORT) ?? 0);
    if (!Number.isInteger(fakePort) || fakePort < 0 || fakePort > 65535) throw new Error('STRIPE_FAKE_PORT must be a port number (0: any free port).');
    const embedded = await startEmbeddedStripe({ port: fakePort, cmsUrl: ownUrl(host, port), log });
    provider = embedded.provider;
    closeEmbedded = embedded.close;
    log.info(`Payments: built-in Stripe simulator at ${embedded.url} — no card is ever charged. Set STRIPE_SECRET_KEY to use Stripe (docs/operations.md, "Payments").`);
  } else {
    provider = null;
    log.warn("Payments: not configured (no STRIPE_SECRET_KEY): checkout answers 503 'Payments are not configured.'.");
  }
  return provider;
}

/** The provider chosen at start, or null when payments are not configured. */
export function paymentProvider(): PaymentProvider | null {
  return provider;
}

/** The provider, or the 503 'Payments are not configured.' every payment endpoint answers without one. */
export function requirePayments(): PaymentProvider {
  if (!provider) throw serviceUnavailable(PAYMENT_MESSAGES.paymentsNotConfigured);
  return provider;
}

export async function stopPayments(): Promise<void> {
  const close = closeEmbedded;
  closeEmbedded = null;
  provider = null;
  if (close) await close();
}
