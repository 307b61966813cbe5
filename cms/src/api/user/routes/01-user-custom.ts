import { adminOnly as admin, leaderOf, memberDataOnly as memberData, memberOnly as member } from '../../../auth/route-config';

/**
 * Members as the portal lists them (spec §2, §7): member data, for members the organisation vouches
 * for (global::reads-member-data); the dashboard is every member's. Admins create and edit accounts.
 */
export default {
  routes: [
    { method: 'GET', path: '/user', handler: 'api::user.user.list', config: memberData },
    { method: 'GET', path: '/user/directory', handler: 'api::user.user.directory', config: memberData },
    { method: 'GET', path: '/user/directory/letters', handler: 'api::user.user.directoryLetters', config: memberData },
    { method: 'GET', path: '/user/directory/industries', handler: 'api::user.user.directoryIndustries', config: memberData },
    { method: 'GET', path: '/user/directory/professions', handler: 'api::user.user.directoryProfessions', config: memberData },
    { method: 'GET', path: '/user/directory/map', handler: 'api::user.user.directoryMap', config: memberData },
    // Before /user/:id, which would take 'export.csv' for an id.
    { method: 'GET', path: '/user/export.csv', handler: 'api::user.user.exportCsv', config: admin },
    { method: 'GET', path: '/user/:id', handler: 'api::user.user.findOne', config: memberData },
    // A message to a member, mailed with the sender's address as Reply-To (the recipient's stays hidden).
    { method: 'POST', path: '/user/:id/contact', handler: 'api::user.user.contact', config: memberData },
    // A chapter's members with their status, for its leaders.
    { method: 'GET', path: '/chapter/:id/members', handler: 'api::user.user.chapterMembers', config: leaderOf('chapter', 'seeMembers') },
    { method: 'GET', path: '/dashboard', handler: 'api::user.user.dashboard', config: member },
    { method: 'POST', path: '/user', handler: 'api::user.user.create', config: admin },
    { method: 'PUT', path: '/user/:id', handler: 'api::user.user.update', config: admin },
  ],
};
