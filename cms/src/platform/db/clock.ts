import fs from 'fs';

/**
 * The server's notion of "now". Expiry rules (reset links, sessions, rate-limit windows) read it,
 * never Date.now() directly, so tests can move time: only when NODE_ENV is 'test' and
 * GRO_TEST_CLOCK_FILE names a file does its number (milliseconds) shift the clock.
 */
export function now(): number {
  const file = process.env.NODE_ENV === 'test' ? process.env.GRO_TEST_CLOCK_FILE : undefined;
  if (!file) return Date.now();
  try {
    return Date.now() + (Number(fs.readFileSync(file, 'utf8')) || 0);
  } catch {
    return Date.now();
  }
}
