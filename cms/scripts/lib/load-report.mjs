// What the load test prints: latency by endpoint, a minute-by-minute timeline, the memory verdict.
import { summarise } from './load-traffic.mjs';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const cols = (cells, widths) => cells.map((c, i) => (i ? String(c).padStart(widths[i]) : String(c).padEnd(widths[i]))).join(' ');

/** Count, errors, p50, p99 and max per endpoint and overall; answers { total, errors }. */
export function printEndpoints(stats) {
  const rows = summarise(stats);
  const widths = [26, 7, 7, 8, 8, 8];
  console.log(`\n${cols(['endpoint', 'count', 'errors', 'p50 ms', 'p99 ms', 'max ms'], widths)}`);
  for (const r of rows) {
    const statuses = Object.entries(r.statuses).map(([s, n]) => `${s}×${n}`).join(' ');
    console.log(`${cols([r.name, r.count, r.errors, r.p50.toFixed(1), r.p99.toFixed(1), r.max.toFixed(0)], widths)}${statuses ? `  (${statuses})` : ''}`);
  }
  const all = rows.flatMap((r) => stats.get(r.name).latencies).sort((a, b) => a - b);
  const total = all.length;
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  console.log(cols(['all', total, errors, percentile(all, 50).toFixed(1), percentile(all, 99).toFixed(1), all.at(-1)?.toFixed(0)], widths));
  return { total, errors };
}

/**
 * Per minute: requests, p50/p99, errors, and from the samples the cms's CPU share, how long its
 * threads were ready but waited for a CPU (other processes had it), the machine's load average, the
 * most requests waiting at once and the resident memory: a stall shows whether the cms or the machine was busy.
 */
export function printTimeline(timeline, samples) {
  const widths = [6, 7, 8, 8, 7, 8, 11, 9, 10, 8];
  console.log(`\n${cols(['minute', 'reqs', 'p50 ms', 'p99 ms', 'errors', 'cms CPU', 'CPU wait s', 'load avg', 'in flight', 'RSS'], widths)}`);
  const minutes = Math.ceil(Math.max(0, ...timeline.map(([at]) => at + 1e-9)) / 60);
  for (let m = 0; m < minutes; m += 1) {
    const inMinute = timeline.filter(([at]) => at >= m * 60 && at < (m + 1) * 60);
    const lat = inMinute.map(([, l]) => l).sort((a, b) => a - b);
    const ss = samples.filter((s) => s.at > m * 60 && s.at <= (m + 1) * 60);
    const cpu = ss.length > 1 ? ((ss.at(-1).cpu - ss[0].cpu) / (ss.at(-1).at - ss[0].at)) * 100 : NaN;
    const waited = ss.length > 1 ? ss.at(-1).wait - ss[0].wait : NaN;
    const load = ss.length ? Math.max(...ss.map((s) => s.load)) : NaN;
    const waiting = ss.length ? Math.max(...ss.map((s) => s.inFlight)) : NaN;
    const rss = ss.length ? mb(ss.at(-1).rss) : '';
    console.log(cols([m + 1, lat.length, percentile(lat, 50).toFixed(1), percentile(lat, 99).toFixed(1), inMinute.filter(([, , f]) => f).length, `${cpu.toFixed(0)}%`, waited.toFixed(1), load.toFixed(1), waiting, rss], widths));
  }
}

/** Resident memory after the warm-up (its next 30 s) against the last 30 s; answers the growth. */
export function memoryGrowth(samples, warmup, seconds) {
  const afterWarmup = samples.filter((s) => s.at >= warmup && s.at < warmup + 30).map((s) => s.rss);
  const end = samples.filter((s) => s.at >= seconds - 30).map((s) => s.rss);
  const growth = afterWarmup.length && end.length ? median(end) / median(afterWarmup) - 1 : NaN;
  console.log(
    `\ncms resident memory: ${mb(samples[0]?.rss ?? 0)} at start, ${mb(median(afterWarmup) ?? 0)} after the ${warmup} s warm-up, ${mb(median(end) ?? 0)} at the end, ` +
      `peak ${mb(Math.max(...samples.map((s) => s.rss)))}: growth ${(growth * 100).toFixed(1)}% (limit 10%)`,
  );
  return growth;
}
