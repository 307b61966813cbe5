import type { FaqItem } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

const FAQS_KEY = '/faq';

/** GET /faq: the question and answer pairs staff keep (FAQ_COUNT of them). */
export function useFaqs() {
  return useSWR<FaqItem[]>(FAQS_KEY, quietFetcher);
}
