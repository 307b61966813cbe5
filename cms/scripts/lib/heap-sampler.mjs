/**
 * Preloaded into the cms by the load test (NODE_OPTIONS=--expose-gc --import this file): every
 * GRO_HEAP_EVERY_MS (30 s) it collects garbage and appends the heap still in use, with the
 * process's other memory figures, to GRO_HEAP_LOG as one JSON line. A heap that is flat after
 * collection while resident memory grows points at the allocator, not at a leak in the code.
 */
import fs from 'node:fs';

const file = process.env.GRO_HEAP_LOG;
if (file && typeof global.gc === 'function') {
  const t0 = Date.now();
  setInterval(() => {
    global.gc();
    const m = process.memoryUsage();
    fs.appendFileSync(file, `${JSON.stringify({ at: (Date.now() - t0) / 1000, rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers })}\n`);
  }, Number(process.env.GRO_HEAP_EVERY_MS ?? 30_000)).unref();
}
