import { SCRAMBLE_API, type Scramble } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

const SCRAMBLE_KEY = SCRAMBLE_API.find.path;

/** GET /scramble: the golf scramble page staff keep (404 until they set it up). */
export function useScramble() {
  return useSWR<Scramble>(SCRAMBLE_KEY, quietFetcher);
}
