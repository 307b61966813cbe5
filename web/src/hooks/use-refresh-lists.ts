import { useSWRConfig } from 'swr';

/** SWR keeps a paged-by-'Load more' list (the directory) under its first page's key with this prefix. */
const INFINITE_PREFIX = '$inf$';

/** '/user' matches '/user', '/user?page=2' and '/user/21', not '/users'. */
const under = (key: string, path: string) => key === path || key.startsWith(`${path}?`) || key.startsWith(`${path}/`);

/**
 * After an admin's create, update or review: every cached answer under the given API paths is
 * asked again. Lists on screen refetch now (keeping their rows meanwhile); the others, and the
 * directory's pages, load fresh when their screen opens next (spec §4: related lists refetch).
 */
export function useRefreshLists() {
  const { cache, mutate } = useSWRConfig();
  return async (paths: readonly string[]) => {
    const matches = (key: string) => paths.some((path) => under(key, path));
    const keys = Array.from(cache.keys());
    // A 'Load more' list reuses its cached pages unless they are gone too: forget the list and its pages.
    const infinitePaths = keys
      .filter((key) => key.startsWith(INFINITE_PREFIX) && matches(key.slice(INFINITE_PREFIX.length)))
      .map((key) => key.slice(INFINITE_PREFIX.length).split('?')[0]);
    for (const key of keys) {
      const path = key.replace(INFINITE_PREFIX, '').split('?')[0];
      if (infinitePaths.includes(path)) cache.delete(key);
    }
    await mutate((key) => typeof key === 'string' && matches(key));
  };
}
