import { ok } from '../http/envelope';
import { onPublicContentWrite } from './public-cache';

/**
 * Answers that are the same for every signed-in member (the directory's pages and its A-Z bar),
 * kept as their JSON text so a repeated read runs no SQL beyond the caller's session check. Only
 * ever sent after the route's policy let the caller in (never by the anonymous fast path), and
 * forgotten on every write to members, companies, chapters, roles or files, here or announced by
 * another replica (platform/cache/public-cache's write listeners), or after TTL_MS at the latest.
 */
type Entry = { body: string; expires: number };

const TTL_MS = Number(process.env.PUBLIC_CACHE_TTL_MS ?? 60_000);
/** About 20 KB a directory page: a few MB at most, whatever the searches asked. */
const MAX_ENTRIES = 500;
const entries = new Map<string, Entry>();
/** Counts clears: an answer read before a write is not kept after it. */
let generation = 0;
/** Reads in progress, by key. */
const loading = new Map<string, { generation: number; body: Promise<string> }>();

onPublicContentWrite(() => {
  entries.clear();
  generation += 1;
});

/**
 * The envelope of `loader()`'s data as JSON text, from the cache when a member asked the same
 * `key` since the last write; `key` names the answer's recognised parameters only.
 */
export async function sharedMemberAnswer(key: string, loader: () => Promise<unknown>): Promise<string> {
  const cached = entries.get(key);
  if (cached && cached.expires >= Date.now()) return cached.body;
  // Members who miss together share one read; one who asks after a write does not join an older read.
  const running = loading.get(key);
  if (running && running.generation === generation) return running.body;
  const startedAt = generation;
  const body = (async () => {
    const text = JSON.stringify(ok(await loader()));
    // Read before a write that cleared the cache meanwhile: these requests get it, later ones read again.
    if (startedAt === generation) {
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { body: text, expires: Date.now() + TTL_MS });
    }
    return text;
  })();
  const mine = { generation: startedAt, body };
  loading.set(key, mine);
  const done = () => {
    if (loading.get(key) === mine) loading.delete(key);
  };
  body.then(done, done);
  return body;
}
