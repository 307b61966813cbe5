import { ok } from './envelope';
import { onPublicContentWrite } from './public-cache';

/**
 * Answers that are the same for every signed-in member (the directory's pages and its A-Z bar),
 * kept as their JSON text so a repeated read runs no SQL beyond the caller's session check. Only
 * ever sent after the route's policy let the caller in (never by the anonymous fast path), and
 * forgotten on every write to members, companies, chapters, roles or files, here or announced by
 * another replica (utils/public-cache's write listeners), or after TTL_MS at the latest.
 */
type Entry = { body: string; expires: number };

const TTL_MS = Number(process.env.PUBLIC_CACHE_TTL_MS ?? 60_000);
/** About 20 KB a directory page: a few MB at most, whatever the searches asked. */
const MAX_ENTRIES = 500;
const entries = new Map<string, Entry>();
/** Counts clears: an answer read before a write is not kept after it. */
let generation = 0;

onPublicContentWrite(() => {
  entries.clear();
  generation += 1;
});

/**
 * The envelope of `loader()`'s data as JSON text, from the cache when a member asked the same
 * `key` since the last write; `key` names the answer's recognised parameters only.
 */
export async function sharedMemberAnswer(key: string, loader: () => Promise<unknown>): Promise<string> {
  const now = Date.now();
  const cached = entries.get(key);
  if (cached && cached.expires >= now) return cached.body;
  const startedAt = generation;
  const body = JSON.stringify(ok(await loader()));
  // Read before a write that cleared the cache meanwhile: this request gets it, later ones read again.
  if (startedAt === generation) {
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(key, { body, expires: now + TTL_MS });
  }
  return body;
}
