import { adminOnly as admin, leaderOf, memberOnly as member } from '../../../auth/route-config';

/** Members as the portal lists them (spec §2, §7); admins create and edit accounts. */
export default {
  routes: [
    { method: 'GET', path: '/user', handler: 'api::user.user.list', config: member },
    { method: 'GET', path: '/user/directory', handler: 'api::user.user.directory', config: member },
    { method: 'GET', path: '/user/directory/letters', handler: 'api::user.user.directoryLetters', config: member },
    { method: 'GET', path: '/user/directory/industries', handler: 'api::user.user.directoryIndustries', config: member },
    { method: 'GET', path: '/user/directory/map', handler: 'api::user.user.directoryMap', config: member },
    // Before /user/:id, which would take 'export.csv' for an id.
    { method: 'GET', path: '/user/export.csv', handler: 'api::user.user.exportCsv', config: admin },
    { method: 'GET', path: '/user/:id', handler: 'api::user.user.findOne', config: member },
    // A chapter's members with their status, for its leaders.
    { method: 'GET', path: '/chapter/:id/members', handler: 'api::user.user.chapterMembers', config: leaderOf('chapter', 'seeMembers') },
    { method: 'GET', path: '/dashboard', handler: 'api::user.user.dashboard', config: member },
    { method: 'POST', path: '/user', handler: 'api::user.user.create', config: admin },
    { method: 'PUT', path: '/user/:id', handler: 'api::user.user.update', config: admin },
  ],
};
