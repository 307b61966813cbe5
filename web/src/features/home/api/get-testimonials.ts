import { TESTIMONIAL_API, type Testimonial } from '@gro/config';
import useSWR from 'swr';
import { quietFetcher } from '@/lib/api-client';

const TESTIMONIALS_KEY = TESTIMONIAL_API.find.path;

/** GET /testimonial: the member quotes of the home carousel. A failure shows in the section, not as a toast. */
export function useTestimonials() {
  return useSWR<Testimonial[]>(TESTIMONIALS_KEY, quietFetcher);
}
