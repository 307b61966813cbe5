import { memberDataOnly as memberData } from '../../../auth/route-config';

/** The portal's one search: member data (the directory's people among its answers), for members the organisation vouches for. */
export default {
  routes: [{ method: 'GET', path: '/search', handler: 'api::search.search.find', config: memberData }],
};
