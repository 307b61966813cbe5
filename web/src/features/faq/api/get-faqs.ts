import { FAQ_API, type FaqItem } from '@gro/config';
import useSWR, { preload } from 'swr';
import { quietFetcher } from '@/lib/api-client';

const FAQS_KEY = FAQ_API.find.path;

/** GET /faq: the question and answer pairs staff keep (FAQ_COUNT of them). */
/** Starts GET /faq before the screen's code has arrived (app/preload-screen-data.ts). */
export const preloadFaqs = () => preload(FAQS_KEY, quietFetcher);

export function useFaqs() {
  return useSWR<FaqItem[]>(FAQS_KEY, quietFetcher);
}
