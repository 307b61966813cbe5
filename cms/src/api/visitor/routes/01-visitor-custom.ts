import { leaderOf } from '../../../auth/route-config';

/** Visitors: guests register on a chapter page; admins follow them up and invite them. */
export default {
  routes: [
    { method: 'GET', path: '/chapter/:slug/visitor', handler: 'api::visitor.visitor.meeting', config: { auth: false } },
    { method: 'POST', path: '/chapter/:slug/visitor', handler: 'api::visitor.visitor.register', config: { auth: false } },
    { method: 'GET', path: '/chapter/:id/visitors', handler: 'api::visitor.visitor.list', config: leaderOf('chapter', 'manageVisitors') },
    { method: 'GET', path: '/chapter/:id/visitors.csv', handler: 'api::visitor.visitor.exportCsv', config: leaderOf('chapter', 'manageVisitors') },
    { method: 'PUT', path: '/visitor/:id', handler: 'api::visitor.visitor.update', config: leaderOf('visitor', 'manageVisitors') },
    { method: 'PUT', path: '/visitor/:id/host', handler: 'api::visitor.visitor.setHost', config: leaderOf('visitor', 'manageVisitors') },
    { method: 'POST', path: '/visitor/:id/invite', handler: 'api::visitor.visitor.invite', config: leaderOf('visitor', 'manageVisitors') },
  ],
};
