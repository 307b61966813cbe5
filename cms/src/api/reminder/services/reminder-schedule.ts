import { factories, type Core } from '@strapi/strapi';
import { REMINDER_HOURS_DEFAULT, reminderHoursSchema, type ReminderHours } from '@gro/config';
import { apiService } from '../../services';

const UID = 'api::reminder.reminder-schedule';

/** The stored hours when they still pass the schema (staff cannot edit the row, but a database can hold anything); else the default. */
function hoursOf(raw: unknown): number[] {
  return reminderHoursSchema.isValidSync({ hours: raw }) ? [...(raw as number[])].sort((a, b) => b - a) : [...REMINDER_HOURS_DEFAULT];
}

/** The reminder times: one row; without it, 24 and 1 hours before. */
const reminderScheduleService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async get(): Promise<ReminderHours> {
    const row = await strapi.db.query(UID).findOne({ select: ['id', 'hours'], orderBy: { id: 'asc' } });
    return { hours: hoursOf(row?.hours) };
  },

  /** Replaces the hours (validated by the controller) and records the change in the admin activity log. */
  async set(hours: number[], actorId: number): Promise<ReminderHours> {
    const sorted = [...hours].sort((a, b) => b - a);
    await strapi.db.transaction(async () => {
      const row = await strapi.db.query(UID).findOne({ select: ['id', 'hours'], orderBy: { id: 'asc' } });
      const before = hoursOf(row?.hours);
      if (row) await strapi.db.query(UID).update({ where: { id: row.id }, data: { hours: sorted } });
      else await strapi.db.query(UID).create({ data: { hours: sorted } });
      const activity = apiService(strapi, 'api::admin-activity.admin-activity');
      await activity.record({
        actorId,
        action: 'update',
        subject: 'reminders',
        subjectId: 'hours',
        summary: `Set reminder times to ${sorted.join(', ')} hours before`,
        before: { hours: before },
        after: { hours: sorted },
      });
    });
    return { hours: sorted };
  },
});

export type ReminderScheduleService = ReturnType<typeof reminderScheduleService>;
export default factories.createCoreService(UID, reminderScheduleService);
