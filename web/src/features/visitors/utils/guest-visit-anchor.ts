import { paths } from '@/config/paths';
import { buildUrl } from '@/lib/url';

/** The id of the chapter page's "Visit as a guest" section: links elsewhere jump to it. */
export const GUEST_VISIT_ANCHOR = 'visit-as-guest';

/** '/chapters/detroit#visit-as-guest': the chapter page, at its guest form. */
export const guestVisitPath = (slug: string): string => `${buildUrl(paths.chapter, { params: { slug } })}#${GUEST_VISIT_ANCHOR}`;
