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

/** A bus member on `channel`: `onRemoteClear` runs for every other member's announcement. */
export async function connectCacheBus(url: string, channel: string, onRemoteClear: () => void): Promise<CacheBus> {
  const self = crypto.randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  subscriber.on('message', (from: string, sender: string) => {
    if (from === channel && sender !== self) onRemoteClear();
  });
  await subscriber.subscribe(channel);
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

export async function startPublicCacheBus(url = process.env.REDIS_URL): Promise<void> {
  if (!url || bus) return;
  bus = await connectCacheBus(url, channelName(), clearLocalPublicCache);
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
