import type Stripe from 'stripe';

/** What the payment endpoints use, whichever Stripe answers (payments/index.ts chooses it). */
export interface PaymentProvider {
  stripe: Stripe;
  /** Verifies the Stripe-Signature of webhook deliveries (whsec_…). */
  webhookSecret: string;
  /** The configured plans' Stripe price ids. */
  prices: { monthly: string; yearly: string; nonprofit: string | null };
  /** Given to a checkout while the member's company already has another live subscriber. */
  corporateCoupon: string | null;
  /** The built-in simulator, not Stripe. */
  embedded: boolean;
}

export type PaymentLog = { info(message: string): void; warn(message: string): void };
