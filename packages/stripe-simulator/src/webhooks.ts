import crypto from 'node:crypto';
import type { EventLinks } from './events';
import type { StripeEvent } from './types';

const ATTEMPTS = 4;
const BACKOFF_MS = [200, 600, 1500];
const TIMEOUT_MS = 10_000;

/** The `Stripe-Signature` header, as `stripe.webhooks.generateTestHeaderString` computes it. */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = crypto.createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export interface Deliveries {
  enqueue(event: StripeEvent, links: EventLinks): void;
  /** Automatic delivery on or off, for everything or for one customer's events. */
  setEnabled(enabled: boolean, customer?: string): void;
  close(): Promise<void>;
}

/** Signed POSTs to the webhook url, one at a time in emission order, retried a few times; a failure is logged, never thrown. */
export function deliveries(opts: { url?: string; secret: string; log: (line: string) => void }): Deliveries {
  const queue: StripeEvent[] = [];
  const off = new Set<string>();
  let allOff = false;
  let running: Promise<void> | null = null;
  let closed = false;
  const abort = new AbortController();

  const sleep = (ms: number) => new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    abort.signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });

  async function send(event: StripeEvent): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= ATTEMPTS && !closed; attempt += 1) {
      let problem: string;
      try {
        const res = await fetch(opts.url as string, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signatureHeader(payload, opts.secret), 'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
          body: payload,
          signal: AbortSignal.any([abort.signal, AbortSignal.timeout(TIMEOUT_MS)]),
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) return;
        problem = `HTTP ${res.status}`;
      } catch (err) {
        problem = (err as Error).message;
      }
      if (closed) return;
      if (attempt < ATTEMPTS) await sleep(BACKOFF_MS[attempt - 1]);
      else opts.log(`fake-stripe: webhook ${event.type} ${event.id} not delivered after ${ATTEMPTS} attempts (${problem})`);
    }
  }

  async function drain(): Promise<void> {
    for (let event = queue.shift(); event && !closed; event = queue.shift()) await send(event);
    running = null;
  }

  return {
    enqueue(event, links) {
      if (!opts.url || closed || allOff || (links.customer && off.has(links.customer))) return;
      queue.push(event);
      // Started on a later turn, so the answer that caused the event is written first.
      if (!running) running = new Promise<void>((resolve) => setImmediate(resolve)).then(drain);
    },
    setEnabled(enabled, customer) {
      if (customer) {
        if (enabled) off.delete(customer);
        else off.add(customer);
      } else allOff = !enabled;
    },
    async close() {
      closed = true;
      abort.abort();
      queue.length = 0;
      await running;
    },
  };
}
