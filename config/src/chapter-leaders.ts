/**
 * Chapter leaders: a member may lead one or more chapters, given and taken by admins.
 * Here: who leads which chapter, granted and revoked by admins and recorded in the activity log;
 * the rights a leader holds are CHAPTER_RIGHTS in roles.ts.
 */
import type { ApiMessage } from './api';

/** A chapter's leader (GET /chapter/{id}/leaders, admins). */
export interface ChapterLeader {
  user: { id: number; fullname: string; email: string };
  /** ISO */
  grantedAt: string;
}

/** A chapter a member leads (GET /user/{id}/leads, admins). */
export interface Leadership {
  chapter: { id: number; name: string; slug: string };
  /** ISO */
  grantedAt: string;
}

export const CHAPTER_LEADER_MESSAGES = {
  chapterNotFound: 'Chapter not found.',
  userNotFound: 'User not found.',
  notLeader: 'This member does not lead this chapter.',
  /** Admins already hold every right; inactive members and members without a company cannot lead. */
  notEligible: 'Only an Active member who belongs to a company can lead a chapter (admins already have every right).',
  granted: (name: string, chapter: string): ApiMessage => ({ title: 'Chapter leader added', message: `${name} now leads ${chapter}.` }),
  alreadyLeader: (name: string, chapter: string): ApiMessage => ({ title: 'Already a leader', message: `${name} already leads ${chapter}.` }),
  revoked: (name: string, chapter: string): ApiMessage => ({ title: 'Chapter leader removed', message: `${name} no longer leads ${chapter}.` }),
  /** 403: a member who leads no chapter calls a leader's route. */
  leadersOnly: "This is for the chapter's leaders and admins.",
  /** 403: a leader calls a route of a chapter they do not lead. */
  notYourChapter: 'You do not lead this chapter.',
  /** 403: a leader changes what only admins change. */
  adminOnlyFields: "Only an admin can change a chapter's name, its address on the site or whether it is active.",
  /** 403: an event in (or moved to) a chapter the leader does not lead, or in none. */
  eventChapterNotYours: 'You can only add and edit events of the chapters you lead.',
  /** 400: POST /chapter/{id}/event with a body naming another chapter. */
  eventChapterOfAddress: 'The event belongs to the chapter it is added to.',
} as const;
