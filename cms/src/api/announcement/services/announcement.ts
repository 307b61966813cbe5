import type { Core } from '@strapi/strapi';
import { MEETING_CANCELLED_TEXTS, NOTIFICATION_SETTING } from '@gro/config';
import { noteNewEvent } from '../domain/new-events';
import { createAnnouncement } from '../domain/delivery';

/** Announcements to many members: what other modules ask of them. */
const announcementService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** An event was added (in the caller's transaction): its chapter's members are told once, after the delay. */
  noteNewEvent: (event: { id: number; chapterId: number | null }) => noteNewEvent(strapi, event),
  /**
   * A leader cancelled a meeting's occurrence (in the caller's transaction): the chapter's members
   * are told, under the event-reminders setting. Its composer reads the cancellation that names
   * this announcement (meeting_cancellations.announcement_id, set by the caller). Returns its id.
   */
  announceMeetingCancelled: (m: { chapterId: number; eventId: number; title: string; day: string; authorId: number }) =>
    createAnnouncement(strapi, {
      kind: 'meetingCancelled',
      settingKey: NOTIFICATION_SETTING.eventReminders,
      chapterId: m.chapterId,
      subject: MEETING_CANCELLED_TEXTS.subject(m.title, m.day),
      link: `/events/${m.eventId}`,
      eventIds: [m.eventId],
      authorId: m.authorId,
    }),
});

export type AnnouncementService = ReturnType<typeof announcementService>;
export default announcementService;
