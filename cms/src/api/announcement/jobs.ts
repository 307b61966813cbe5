import { ANNOUNCEMENT_LIMITS } from '@gro/config';
import { registerJob } from '../../jobs';
import { prepareAnnouncement, resumeAnnouncements, sendBatch } from './domain/delivery';
import { announceDueEvents } from './domain/new-events';

declare module '../../jobs/registry' {
  interface JobPayloads {
    /** Writes an announcement's delivery rows, then starts its batches. */
    'announcement.prepare': { id: number };
    /** Sends one batch of an announcement's deliveries and queues the next. */
    'announcement.batch': { id: number };
    /** Every minute: new-event notices that are due, scheduled announcements, and sends another server left. */
    'announcements.scan': Record<string, never>;
  }
}

registerJob('announcement.prepare', { run: (strapi, { id }) => prepareAnnouncement(strapi, id), describe: ({ id }) => `announcement ${id}: prepare` });
registerJob('announcement.batch', { run: (strapi, { id }) => sendBatch(strapi, id), describe: ({ id }) => `announcement ${id}: batch` });
registerJob('announcements.scan', {
  run: async (strapi) => {
    await announceDueEvents(strapi);
    await resumeAnnouncements(strapi);
  },
  everyMs: ANNOUNCEMENT_LIMITS.scanEveryMinutes * 60 * 1000,
});
