import Redis from 'ioredis';
import { MemoryCounterStore } from './memory';
import { RedisCounterStore } from './redis';

/** Where rate-limit counters live: in this process, or in Redis so every replica shares them. */
interface CounterStore {
  /** Adds `by` (0 only reads) to a counter that disappears after `ttlMs`; returns its value. */
  add(key: string, by: number, ttlMs: number): Promise<number>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

let store: CounterStore | null = null;

/** Redis when REDIS_URL is set, memory otherwise; chosen on first use and kept until closed. */
export function counterStore(): CounterStore {
  if (!store) {
    const url = process.env.REDIS_URL;
    store = url
      ? new RedisCounterStore(new Redis(url, { maxRetriesPerRequest: 2 }), process.env.REDIS_KEY_PREFIX || 'gro:rl:')
      : new MemoryCounterStore();
  }
  return store;
}

export async function closeCounterStore(): Promise<void> {
  await store?.close();
  store = null;
}
