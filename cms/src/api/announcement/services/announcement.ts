import type { Core } from '@strapi/strapi';
import { noteNewEvent } from '../domain/new-events';

/** Announcements to many members: what other modules ask of them. */
const announcementService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** An event was added (in the caller's transaction): its chapter's members are told once, after the delay. */
  noteNewEvent: (event: { id: number; chapterId: number | null }) => noteNewEvent(strapi, event),
});

export type AnnouncementService = ReturnType<typeof announcementService>;
export default announcementService;
