import { adminOnly as admin } from '../../../auth/route-config';

/** Member import: admins only. The upload is the one multipart route besides the avatar (config/middlewares.ts). */
export default {
  routes: [
    { method: 'POST', path: '/member-import', handler: 'api::member-import.member-import.upload', config: admin },
    { method: 'GET', path: '/member-import', handler: 'api::member-import.member-import.recent', config: admin },
    { method: 'GET', path: '/member-import/:id', handler: 'api::member-import.member-import.status', config: admin },
    { method: 'POST', path: '/member-import/:id/dry-run', handler: 'api::member-import.member-import.dryRun', config: admin },
    { method: 'POST', path: '/member-import/:id/run', handler: 'api::member-import.member-import.run', config: admin },
  ],
};
