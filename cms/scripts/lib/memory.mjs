// The resident memory of a process, for the benchmarks that print the cms's (bench-cms, bench-export).
import fs from 'node:fs';

/** Resident memory of a process in MB (VmRSS, or its peak VmHWM) from /proc/<pid>/status (Linux). */
export function rssMb(pid, field = 'VmRSS') {
  try {
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/** The process's RSS once it has settled: read every 500 ms until two readings 2 s apart differ by under 2% (at most 15 s). */
export async function settledRss(pid) {
  const readings = [];
  for (let i = 0; i < 30; i += 1) {
    readings.push(rssMb(pid));
    if (readings.length > 4 && Math.abs(readings.at(-1) - readings.at(-5)) < 0.02 * readings.at(-1)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return readings.at(-1);
}
