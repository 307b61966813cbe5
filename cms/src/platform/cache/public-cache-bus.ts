import crypto from 'node:crypto';
import Redis from 'ioredis';
import { clearLocalPublicCache, onLocalPublicCacheClear } from './public-cache';

/**
 * Across replicas (REDIS_URL set): a write that clears this process's public caches is announced
 * on a Redis channel, and every other process clears its own on the announcement (each ignores its
 * own). A lost announcement leaves another replica's answers at most the cache's TTL (60 s) old.
 * Without REDIS_URL nothing is started.
 */
type CacheBus = { announce: () => Promise<void>; close: () => void };

/**
 * A bus member on `channel`: `onRemoteClear` runs for every other member's announcement. Redis
 * being down never stops the server: the member subscribes whenever its connection is (again)
 * ready, and after a reconnection it also clears, since announcements may have been missed.
 * Resolves once subscribed, or after `readyWaitMs` while Redis does not answer.
 */
export async function connectCacheBus(
  url: string,
  channel: string,
  onRemoteClear: () => void,
  { readyWaitMs = 2000, onError = (_error: Error) => {} }: { readyWaitMs?: number; onError?: (error: Error) => void } = {},
): Promise<CacheBus> {
  const self = crypto.randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  // Without listeners ioredis prints every failed connection attempt as an unhandled error event.
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('message', (from: string, sender: string) => {
    if (from === channel && sender !== self) onRemoteClear();
  });
  let readyBefore = false;
  let timer: NodeJS.Timeout | undefined;
  const subscribed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, readyWaitMs);
    subscriber.on('ready', () => {
      if (readyBefore) onRemoteClear();
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
    announce: async () => {
      await publisher.publish(channel, self);
    },
    close: () => {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

const channelName = () => `${(process.env.REDIS_KEY_PREFIX || 'gro:').replace(/:?$/, ':')}public-cache:clear`;
let bus: CacheBus | null = null;
let listening = false;

export async function startPublicCacheBus(url = process.env.REDIS_URL, log: (message: string) => void = console.warn): Promise<void> {
  if (!url || bus) return;
  let lastReport = 0;
  const onError = (error: Error) => {
    // One line a minute while Redis is unreachable; GET /api/health reports it too.
    if (Date.now() - lastReport < 60_000) return;
    lastReport = Date.now();
    log(`Public cache bus: Redis is unreachable (${error.message}); other replicas' writes reach this one's cache within its TTL`);
  };
  bus = await connectCacheBus(url, channelName(), clearLocalPublicCache, { onError });
  if (listening) return;
  listening = true;
  onLocalPublicCacheClear(() => {
    bus?.announce().catch(() => undefined);
  });
}

export async function stopPublicCacheBus(): Promise<void> {
  bus?.close();
  bus = null;
}
