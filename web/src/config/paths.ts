import { SITE_PATHS } from '@gro/config';

/**
 * Every route of the product (spec §2 and the public blog) in one table: the router reads it,
 * links fill it with buildUrl (lib/url). It lives in @gro/config (SITE_PATHS) because the cms's
 * web app server reads it too, to answer 404 for addresses no screen shows.
 */
export const paths = SITE_PATHS;
