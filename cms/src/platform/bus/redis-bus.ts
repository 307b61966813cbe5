import crypto from 'node:crypto';
import Redis from 'ioredis';

/**
 * A channel every cms process shares through Redis (REDIS_URL): what one process publishes,
 * every other process hears (each ignores its own). Redis being down never stops the server: the
 * member subscribes whenever its connection is (again) ready, and after a reconnection
 * `onReconnect` runs, since messages may have been missed meanwhile.
 */
export type Bus = { publish: (payload: string) => Promise<void>; close: () => void };

type BusOptions = {
  /** Runs for every other member's message, with what it published. */
  onMessage: (payload: string) => void;
  /** Runs when the connection is ready again after it was lost. */
  onReconnect: () => void;
  /** connectBus resolves once subscribed, or after this long while Redis does not answer. */
  readyWaitMs?: number;
  onError?: (error: Error) => void;
};

export async function connectBus(url: string, channel: string, { onMessage, onReconnect, readyWaitMs = 2000, onError = () => {} }: BusOptions): Promise<Bus> {
  const self = crypto.randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  // Without listeners ioredis prints every failed connection attempt as an unhandled error event.
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const space = message.indexOf(' ');
    const sender = space < 0 ? message : message.slice(0, space);
    if (sender !== self) onMessage(space < 0 ? '' : message.slice(space + 1));
  });
  let readyBefore = false;
  let timer: NodeJS.Timeout | undefined;
  const subscribed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, readyWaitMs);
    subscriber.on('ready', () => {
      if (readyBefore) onReconnect();
      readyBefore = true;
      subscriber.subscribe(channel).then(
        () => resolve(),
        (error: Error) => onError(error),
      );
    });
  });
  await subscribed;
  clearTimeout(timer);
  return {
    publish: async (payload: string) => {
      await publisher.publish(channel, `${self} ${payload}`);
    },
    close: () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** A channel's name under the deployment's key prefix (REDIS_KEY_PREFIX, 'gro:' by default). */
export const busChannel = (name: string): string => `${(process.env.REDIS_KEY_PREFIX || 'gro:').replace(/:?$/, ':')}${name}`;

/** One line a minute while Redis is unreachable (GET /api/health reports it too). */
export function unreachableReporter(log: (message: string) => void, consequence: string): (error: Error) => void {
  let lastReport = 0;
  return (error: Error) => {
    if (Date.now() - lastReport < 60_000) return;
    lastReport = Date.now();
    log(`${consequence} (Redis is unreachable: ${error.message})`);
  };
}
