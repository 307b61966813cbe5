import { PAYMENT_MESSAGES } from '@gro/config';
import { badGateway } from '../../platform/http/http-errors';

type StripeFailure = { type?: unknown; code?: unknown; statusCode?: unknown; message?: unknown };

/** Stripe's answer that the object does not exist (a 404, code resource_missing). */
function isMissingAtStripe(err: unknown): boolean {
  const failure = (err ?? {}) as StripeFailure;
  return failure.code === 'resource_missing' || failure.statusCode === 404;
}

/**
 * Runs one call to Stripe. A failure is logged with Stripe's words and becomes a 502 with
 * PAYMENT_MESSAGES.paymentProviderFailed: members never see Stripe's message, and a webhook that
 * could not read Stripe answers non-2xx, so Stripe delivers the event again later.
 */
export async function callStripe<T>(log: { error(message: string): void }, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const failure = (err ?? {}) as StripeFailure;
    log.error(`Stripe: ${what} failed (${String(failure.type ?? 'error')}${failure.statusCode ? ` ${String(failure.statusCode)}` : ''}): ${String(failure.message ?? err)}`);
    throw badGateway(PAYMENT_MESSAGES.paymentProviderFailed);
  }
}

/** Reads one object from Stripe: null when Stripe has no such object, a 502 (as callStripe) for any other failure. */
export function readFromStripe<T>(log: { error(message: string): void }, what: string, read: () => Promise<T>): Promise<T | null> {
  return callStripe(log, what, async () => {
    try {
      return await read();
    } catch (err) {
      if (isMissingAtStripe(err)) return null;
      throw err;
    }
  });
}
