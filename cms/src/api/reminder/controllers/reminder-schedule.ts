import { factories } from '@strapi/strapi';
import { REMINDER_MESSAGES, reminderHoursSchema, type ReminderHours } from '@gro/config';
import type { Context } from 'koa';
import { signedIn } from '../../../auth/authenticate';
import { ok } from '../../../platform/http/envelope';
import { validateBody } from '../../../platform/http/validate';
import { apiService } from '../../services';

const UID = 'api::reminder.reminder-schedule';

/** GET and PUT /admin/reminders (admins): the hours before an event at which members are reminded. */
export default factories.createCoreController(UID, ({ strapi }) => {
  const schedule = () => apiService(strapi, UID);
  return {
    async show(ctx: Context) {
      ctx.body = ok(await schedule().get());
    },

    async update(ctx: Context) {
      const { hours } = await validateBody<ReminderHours>(reminderHoursSchema, ctx.request.body);
      const saved = await schedule().set(hours, signedIn(ctx).user.id);
      ctx.body = ok(saved, REMINDER_MESSAGES.saved(saved.hours));
    },
  };
});
