import type Redis from 'ioredis';

/** Counters in Redis (REDIS_URL), shared by every replica; each expires with its window. */
export class RedisCounterStore {
  constructor(private redis: Redis, private prefix: string) {}

  async add(key: string, by: number, ttlMs: number) {
    const k = this.prefix + key;
    if (by === 0) return Number((await this.redis.get(k)) ?? 0);
    const [[, value]] = (await this.redis.multi().incrby(k, by).pexpire(k, ttlMs, 'NX').exec()) as [[null, number], unknown];
    return value;
  }

  async delete(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    this.redis.disconnect();
  }
}
