import { adminOnly as admin } from '../../../auth/route-config';

/** Reminder times: admins read and set the hours before an event at which members are reminded. */
export default {
  routes: [
    {
      method: 'GET',
      path: '/admin/reminders',
      handler: 'api::reminder.reminder-schedule.show',
      config: admin,
    },
    {
      method: 'PUT',
      path: '/admin/reminders',
      handler: 'api::reminder.reminder-schedule.update',
      config: admin,
    },
  ],
};
