import { signedInOnly as signedIn } from '../../../auth/route-config';

/** The signed-in account's notification centre: every account has one (a join request's answer reaches a member without a company). */
export default {
  routes: [
    { method: 'GET', path: '/account/inbox', handler: 'api::inbox-item.inbox-item.page', config: signedIn },
    { method: 'GET', path: '/account/inbox/stream', handler: 'api::inbox-item.inbox-item.stream', config: signedIn },
    { method: 'POST', path: '/account/inbox/read', handler: 'api::inbox-item.inbox-item.read', config: signedIn },
  ],
};
