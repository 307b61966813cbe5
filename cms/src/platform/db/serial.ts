/**
 * Runs `work` after every earlier call with the same key has finished, one at a time within this
 * process: a check and the write it allows cannot interleave with another such pair (two admins
 * demoting each other, two reviews of one join request). The database's conditional updates
 * still decide between processes.
 */
const tails = new Map<string, Promise<unknown>>();

export async function serially<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  tails.set(key, tail);
  try {
    return await run;
  } finally {
    if (tails.get(key) === tail) tails.delete(key);
  }
}
