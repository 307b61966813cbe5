import { busChannel, connectBus, unreachableReporter } from '../bus/redis-bus';
import { clearLocalPublicCache, onLocalPublicCacheClear } from './public-cache';

/**
 * Across replicas (REDIS_URL set): a write that clears this process's public caches is announced
 * on a Redis channel, and every other process clears its own on the announcement (each ignores its
 * own). A lost announcement leaves another replica's answers at most the cache's TTL (60 s) old;
 * after a reconnection a process clears its own, since announcements may have been missed.
 * Without REDIS_URL nothing is started.
 */
type CacheBus = { announce: () => Promise<void>; close: () => void };

/** A bus member on `channel`: `onRemoteClear` runs for every other member's announcement, and after a reconnection. */
export async function connectCacheBus(
  url: string,
  channel: string,
  onRemoteClear: () => void,
  options: { readyWaitMs?: number; onError?: (error: Error) => void } = {},
): Promise<CacheBus> {
  const bus = await connectBus(url, channel, { onMessage: onRemoteClear, onReconnect: onRemoteClear, ...options });
  return { announce: () => bus.publish('clear'), close: bus.close };
}

let bus: CacheBus | null = null;
let listening = false;

export async function startPublicCacheBus(url = process.env.REDIS_URL, log: (message: string) => void = console.warn): Promise<void> {
  if (!url || bus) return;
  const onError = unreachableReporter(log, "Public cache bus: other replicas' writes reach this one's cache within its TTL");
  bus = await connectCacheBus(url, busChannel('public-cache:clear'), clearLocalPublicCache, { onError });
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
