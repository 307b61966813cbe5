import type { DirectoryLetter } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** GET /user/directory/letters?q: the A-Z jump bar of the directory with this search (count and offset per letter). */
export function useDirectoryLetters(q: string) {
  return useSWR<DirectoryLetter[]>(buildUrl('/user/directory/letters', { query: { q } }), quietFetcher, { keepPreviousData: true });
}
