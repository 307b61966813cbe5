/**
 * A chapter leader's home (GET /chapter/{id}/home): what needs their attention now, each with the
 * screen that acts on it. Counts and names only: never a referral's contact or a visitor's details
 * beyond what the visitors table shows its leaders.
 */
import type { AttendanceCounts, MeetingOccurrence } from './attendance';

/** How many items each list of the home names (its count says how many there are). */
export const CHAPTER_HOME_ITEMS = 5;

/** The next meeting (or the one under way), with its sheet's counts: members who said ahead they will be away, visitors registered. */
export interface ChapterHomeMeeting extends MeetingOccurrence {
  /** True from when check-in opens to its end. */
  underWay: boolean;
  counts: AttendanceCounts;
  /** Members on the sheet. */
  members: number;
}

/** A visitor who came to a meeting and waits to be followed up. */
export interface ChapterHomeVisitor {
  id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  occurrenceDate: string;
}

/** A pending request by a member of the chapter to join a company. */
export interface ChapterHomeJoinRequest {
  id: number;
  member: string;
  company: string;
  createdAt: string;
}

/** A company a member of the chapter created, waiting for review. */
export interface ChapterHomeCompany {
  uuid: string;
  name: string;
  creator: string | null;
  createdAt: string;
}

/** A member of the chapter with referrals received that nobody touched for REFERRAL_STALE_DAYS days. */
export interface ChapterHomeStaleReferrals {
  userId: number;
  member: string;
  count: number;
}

/** A list of the home: its total and the first CHAPTER_HOME_ITEMS. */
export interface ChapterHomeList<T> {
  total: number;
  items: T[];
}

export interface ChapterHome {
  chapter: { id: number; name: string; slug: string };
  /** The chapter's time zone: the meeting's day and time read in it. */
  timeZone: string;
  /** Null when no meeting of the chapter is under way or within the next five weeks. */
  meeting: ChapterHomeMeeting | null;
  /** Visitors marked Attended, not followed up yet, the latest meeting first. */
  visitors: ChapterHomeList<ChapterHomeVisitor>;
  /** Join requests of its members, oldest first. */
  joinRequests: ChapterHomeList<ChapterHomeJoinRequest>;
  /** Companies its members created that wait for review, oldest first. */
  companies: ChapterHomeList<ChapterHomeCompany>;
  /** Members with referrals received and left untouched (the most first); `referrals` counts the referrals. */
  staleReferrals: ChapterHomeList<ChapterHomeStaleReferrals> & { referrals: number };
  /** Members past the attendance policy (more than maxAbsences counted absences in its months), the most absences first. */
  pastPolicy: ChapterHomeList<ChapterHomePastPolicy> & { maxAbsences: number; months: number };
}

export interface ChapterHomePastPolicy {
  userId: number;
  member: string;
  absences: number;
}
