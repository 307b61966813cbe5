/** The embedded default: counters in this process's memory, swept once a minute. */
export class MemoryCounterStore {
  private counters = new Map<string, { value: number; expiresAt: number }>();
  private sweeper = setInterval(() => this.sweep(), 60_000);

  constructor() {
    this.sweeper.unref();
  }

  async add(key: string, by: number, ttlMs: number) {
    const t = Date.now();
    const counter = this.counters.get(key);
    if (!counter || counter.expiresAt <= t) {
      if (by === 0) return 0;
      this.counters.set(key, { value: by, expiresAt: t + ttlMs });
      return by;
    }
    counter.value += by;
    return counter.value;
  }

  async delete(key: string) {
    this.counters.delete(key);
  }

  async close() {
    clearInterval(this.sweeper);
  }

  private sweep() {
    const t = Date.now();
    for (const [key, c] of this.counters) if (c.expiresAt <= t) this.counters.delete(key);
  }
}
