import { randomBytes } from 'crypto';
import { stripeClient } from './stripe-client';
import type { PaymentLog, PaymentProvider } from './types';

/**
 * The Stripe simulator (@gro/stripe-simulator, a development dependency of the cms): loaded only
 * here, when payments start outside production without a key. A production install (the image,
 * `npm prune --omit=dev`) does not hold it.
 */
async function loadSimulator() {
  try {
    return await import('@gro/stripe-simulator');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw err;
    throw new Error(
      'The built-in Stripe simulator (@gro/stripe-simulator, a development dependency that `npm start` builds) is not installed or not built: ' +
        'install with development dependencies, or set STRIPE_SECRET_KEY (README, "Payments").',
    );
  }
}

/**
 * The built-in Stripe simulator: started in this process on 127.0.0.1, with
 * a random webhook secret and API key, delivering signed events to this cms's own webhook
 * endpoint (`cmsUrl`). Deliveries made before the server listens fail and are retried by the simulator.
 */
export async function startEmbeddedStripe({ port, cmsUrl, log }: { port: number; cmsUrl: string; log: PaymentLog }) {
  const { startFakeStripe } = await loadSimulator();
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const apiKey = `sk_test_gro_simulator_${randomBytes(12).toString('hex')}`;
  const fake = await startFakeStripe({
    port,
    host: '127.0.0.1',
    webhookUrl: `${cmsUrl}/api/stripe/webhook`,
    webhookSecret,
    apiKey,
    // It reports only failures (an event not delivered after its retries).
    log: (line) => log.warn(line),
  });
  const provider: PaymentProvider = {
    stripe: stripeClient(apiKey, fake.url),
    webhookSecret,
    prices: { ...fake.prices },
    corporateCoupon: fake.corporateCoupon,
    embedded: true,
  };
  return { provider, url: fake.url, close: () => fake.close() };
}
