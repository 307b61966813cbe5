import { adminOnly as admin } from '../../../auth/route-config';

/** The admin activity log: admins read it, newest first; nothing writes it but the admin writes themselves. */
export default {
  routes: [
    { method: 'GET', path: '/activity', handler: 'api::admin-activity.admin-activity.list', config: admin },
    { method: 'GET', path: '/activity/export.csv', handler: 'api::admin-activity.admin-activity.exportCsv', config: admin },
  ],
};
