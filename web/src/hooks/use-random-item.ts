import { useState } from 'react';

/** One item of `items`, picked at random when the screen mounts and kept while it stays (a tagline per visit). */
export function useRandomItem<T>(items: readonly T[]): T {
  const [index] = useState(() => Math.floor(Math.random() * items.length));
  return items[index];
}
