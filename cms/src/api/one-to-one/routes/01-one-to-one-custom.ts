import { memberOnly as member, reachesMembersOnly as reachesMembers } from '../../../auth/route-config';

/**
 * One-to-ones: a member proposes one to another, the invitee confirms it happened (it
 * then counts for both), either cancels it while proposed, each keeps a private note. Only the two
 * participants see a one-to-one: anyone else gets a 404, admins included.
 */
export default {
  routes: [
    { method: 'POST', path: '/one-to-one', handler: 'api::one-to-one.one-to-one.propose', config: reachesMembers },
    { method: 'GET', path: '/one-to-one', handler: 'api::one-to-one.one-to-one.mine', config: member },
    { method: 'PUT', path: '/one-to-one/:id/confirm', handler: 'api::one-to-one.one-to-one.confirm', config: member },
    { method: 'PUT', path: '/one-to-one/:id/cancel', handler: 'api::one-to-one.one-to-one.cancel', config: member },
    { method: 'PUT', path: '/one-to-one/:id/note', handler: 'api::one-to-one.one-to-one.note', config: member },
    { method: 'GET', path: '/one-to-one/:id/invite.ics', handler: 'api::one-to-one.one-to-one.ics', config: member },
  ],
};
