import { CONTACT_DETAIL_API, type ContactDetails } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

const CONTACT_DETAILS_KEY = CONTACT_DETAIL_API.find.path;

/** GET /contact-details: the organisation's email, phone and address staff keep (404 until set). */
export function useContactDetails() {
  return useSWR<ContactDetails>(CONTACT_DETAILS_KEY, quietFetcher);
}
