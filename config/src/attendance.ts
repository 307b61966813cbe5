/**
 * Meeting attendance: every member of a chapter is Present, Absent, Late, Medical or Substitute at
 * each occurrence of its meetings (PALMS), registered visitors attended or did not; members check
 * in at the door with a code that changes every minute. The API's shapes, constants and messages;
 * the request schemas are in attendance-schemas.ts (yup stays out of the pages that only show these).
 */
import type { ApiMessage } from './api';
import type { ConfiguredDuration } from './abuse-limits';
import type { EventFormat } from './enums';
import { SITE_PATHS } from './site-routes';

export const ATTENDANCE_STATUSES = ['Present', 'Absent', 'Late', 'Medical', 'Substitute'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
/** A registered visitor's mark: came, or did not. */
export const VISITOR_ATTENDANCE = ['Attended', 'NoShow'] as const;
export type VisitorAttendance = (typeof VISITOR_ATTENDANCE)[number];
/** Who made a mark: a leader or admin on the attendance sheet, the member checking in at the door, or the member ahead of the meeting. */
export const ATTENDANCE_SOURCES = ['Leader', 'CheckIn', 'Member'] as const;
export type AttendanceSource = (typeof ATTENDANCE_SOURCES)[number];

export const ATTENDANCE_LABELS: Record<AttendanceStatus | VisitorAttendance, string> = {
  Present: 'Present',
  Absent: 'Absent',
  Late: 'Late',
  Medical: 'Medical',
  Substitute: 'Substitute',
  Attended: 'Attended',
  NoShow: 'No-show',
};

/** Marks one PUT /event/{id}/attendance takes at most (a chapter's whole sheet, sent again after a connection came back). */
export const ATTENDANCE_MARKS_MAX = 200;
/** How long one check-in code is shown: the door's QR code changes this often; the current and the previous code are taken. */
export const CHECK_IN_CODE_SECONDS = 60;
/** A mark's idempotency key: made by the page that makes the mark (a random UUID, say). */
export const ATTENDANCE_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** A check-in code: base64url, as GET /event/{id}/check-in-code makes it. */
export const CHECK_IN_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** The substitute's name, as long as a member's first and last name together. */
export const SUBSTITUTE_NAME_MAX = 160;
/** Why a leader cancelled one occurrence of a meeting ('Thanksgiving'): one line, told to every member. */
export const CANCELLATION_REASON_MAX = 200;

export const MEETING_TIMES = {
  /** A member who checks in later than this after the meeting's start is marked Late. */
  lateAfter: { value: 10, unit: 'minutes', env: 'CHECK_IN_LATE_AFTER_MINUTES' },
  /** Check-in opens this long before the meeting's start (and closes at its end). */
  checkInOpensBefore: { value: 30, unit: 'minutes', env: 'CHECK_IN_OPENS_MINUTES_BEFORE' },
} as const satisfies Record<string, ConfiguredDuration>;

/** A member of the chapter on the attendance sheet, with their mark (null: not marked yet). */
export interface AttendanceMember {
  userId: number;
  firstname: string;
  lastname: string;
  company: string | null;
  status: AttendanceStatus | null;
  substituteName: string | null;
  substituteEmail: string | null;
  source: AttendanceSource | null;
  /** ISO: when the mark was made (on the device that made it). */
  markedAt: string | null;
  /** Who made it: the member themselves, or a leader's name. */
  markedBy: string | null;
}

/** A visitor registered for the occurrence, with their mark. */
export interface AttendanceVisitor {
  visitorId: number;
  firstname: string;
  lastname: string;
  company: string | null;
  status: VisitorAttendance | null;
  markedAt: string | null;
  markedBy: string | null;
}

export type AttendanceCounts = Record<AttendanceStatus | 'Unmarked', number> & { visitorsAttended: number; visitorsNoShow: number; visitorsUnmarked: number };

/** GET /event/{id}/attendance?date=: one occurrence's sheet, members by last name. */
export interface AttendanceSheet {
  eventId: number;
  title: string;
  chapter: { id: number; name: string };
  date: string;
  /** ISO */
  start: string;
  /** ISO */
  end: string;
  timeZone: string;
  lateAfterMinutes: number;
  members: AttendanceMember[];
  visitors: AttendanceVisitor[];
  /** All zero for a cancelled occurrence: nobody is expected, nobody counted absent. */
  counts: AttendanceCounts;
  /** Set when a leader cancelled this occurrence: its sheet takes no marks. */
  cancellation: MeetingCancellation | null;
}

/** One mark sent by a leader: a member's (userId) or a visitor's (visitorId). */
export interface AttendanceMarkInput {
  userId?: number | null;
  visitorId?: number | null;
  status: AttendanceStatus | VisitorAttendance;
  substituteName?: string | null;
  substituteEmail?: string | null;
  /** Made once per mark by the page; the same key sent again changes nothing. */
  key: string;
  /** ISO: when the leader made the mark (kept while offline); a later mark wins. */
  markedAt: string;
}

/** PUT /event/{id}/attendance */
export interface AttendanceMarksRequest {
  date: string;
  marks: AttendanceMarkInput[];
}

/** PUT /event/{id}/attendance's answer: the sheet after the marks, and how many changed it. */
export interface AttendanceMarksResult {
  sheet: AttendanceSheet;
  /** Marks stored. */
  applied: number;
  /** Marks already stored (the same key) or older than the mark on the sheet (a later one by another leader wins). */
  unchanged: number;
}

/** GET /event/{id}/check-in-code?date=: the code the door's QR code shows now. */
export interface CheckInCode {
  eventId: number;
  date: string;
  code: string;
  /** The check-in page's path with the code, for the QR code (the web makes it absolute). */
  path: string;
  /** ISO: when this code stops being the current one (it is taken for another CHECK_IN_CODE_SECONDS). */
  refreshAt: string;
  /** ISO: when check-in opens and closes. */
  opensAt: string;
  closesAt: string;
}

/** POST /check-in */
export interface CheckInRequest {
  eventId: number;
  date: string;
  code: string;
}

/** POST /check-in's answer. */
export interface CheckInResult {
  eventId: number;
  title: string;
  date: string;
  status: AttendanceStatus;
  /** True when the member had already checked in (the first check-in's mark stands). */
  already: boolean;
}

/** POST /check-in/online: a member at an online or hybrid meeting, from their dashboard (no door code). */
export interface OnlineCheckInRequest {
  eventId: number;
  date: string;
}

/** POST /check-in/visitor: a registered guest at the door, by the email they registered with. */
export interface VisitorCheckInRequest extends CheckInRequest {
  email: string;
}

/** POST /check-in/visitor's answer. */
export interface VisitorCheckInResult {
  eventId: number;
  title: string;
  date: string;
  firstname: string;
  /** True when the guest had already checked in. */
  already: boolean;
}

/** What a member says ahead of a meeting, until it starts: they will be absent, away on medical grounds, or sending a substitute. */
export const AHEAD_STATUSES = ['Absent', 'Medical', 'Substitute'] as const;
export type AheadStatus = (typeof AHEAD_STATUSES)[number];

/**
 * A member's next meeting and their mark on it (GET /attendance/next), or one meeting of their
 * chapter after they said what they will do (PUT /event/{id}/attendance/mine).
 */
export interface MyMeeting extends MeetingOccurrence {
  timeZone: string;
  location: string | null;
  /** Online and hybrid meetings take check-in from the dashboard (POST /check-in/online) while check-in is open. */
  format: EventFormat;
  chapter: { id: number; name: string };
  /** Whether check-in is open now (from CHECK_IN_OPENS_MINUTES_BEFORE the start to the end). */
  checkInOpen: boolean;
  /** Their mark: said ahead by the member, made by a leader or at the door; null: expected. */
  status: AttendanceStatus | null;
  substituteName: string | null;
  substituteEmail: string | null;
  source: AttendanceSource | null;
  /** Whether the member can still say ahead (the meeting has not started, and they have not checked in). */
  open: boolean;
}

/**
 * GET /attendance/next: the member's chapter's meeting under way (while check-in is open) or its
 * next one that is not cancelled (null: no chapter, nothing scheduled), and the occurrences
 * cancelled before it, so the dashboard can say the usual meeting is off.
 */
export interface MyNextMeeting {
  meeting: MyMeeting | null;
  cancelled: MeetingOccurrence[];
}

/** PUT /event/{id}/attendance/mine: the member's own mark ahead of the occurrence on `date`; null withdraws it (expected after all). */
export interface AheadMarkRequest {
  date: string;
  status: AheadStatus | null;
  substituteName?: string | null;
  substituteEmail?: string | null;
}

/** PUT /event/{id}/attendance/mine's answer: the meeting with the mark, and whether the substitute was emailed now. */
export interface AheadMarkResult {
  meeting: MyMeeting;
  substituteEmailed: boolean;
}

/** A member's own record (GET /attendance/mine): their marks, the latest first. */
export interface MyAttendance {
  eventId: number;
  title: string;
  date: string;
  status: AttendanceStatus;
  substituteName: string | null;
}

/** A leader's cancellation of one occurrence (a holiday): why, when and by whom. */
export interface MeetingCancellation {
  reason: string;
  /** ISO */
  cancelledAt: string;
  /** The leader's name; null once their account is gone. */
  cancelledBy: string | null;
}

/** One occurrence of a chapter's event, as the leaders' meeting list shows it. */
export interface MeetingOccurrence {
  eventId: number;
  title: string;
  date: string;
  /** ISO */
  start: string;
  /** ISO */
  end: string;
  /** Set when a leader cancelled this occurrence. */
  cancellation: MeetingCancellation | null;
}

/** POST /event/{id}/cancellation: a leader cancels the occurrence on `date`, saying why. */
export interface CancelMeetingRequest {
  date: string;
  reason: string;
}

/** POST /event/{id}/cancellation's answer: the occurrence, cancelled, and who is told. */
export interface CancelMeetingResult {
  meeting: MeetingOccurrence;
  /** The chapter's time zone, the meeting's times are read in. */
  timeZone: string;
  /** The chapter's members told (notification centre, and email or SMS as their settings allow). */
  members: number;
  /** Guests registered for it and substitutes named for it, told by email. */
  guests: number;
}

/**
 * GET /chapter/{id}/meetings (the chapter's leaders, admins): the occurrence under way (from when
 * check-in opens to its end), the next ones and the last ones, for the attendance screen.
 */
export interface ChapterMeetings {
  chapter: { id: number; name: string };
  timeZone: string;
  /** Never a cancelled one. */
  current: MeetingOccurrence | null;
  /** The soonest first, cancelled ones flagged. */
  upcoming: MeetingOccurrence[];
  /** The latest first. */
  recent: MeetingOccurrence[];
}

/** The check-in page's path: what the door's QR code opens. */
export const checkInPath = (eventId: number, date: string, code: string) => `${SITE_PATHS.checkIn}?event=${eventId}&date=${date}&code=${code}`;

export const ATTENDANCE_MESSAGES = {
  dateRequired: 'Choose the meeting date.',
  dateInvalid: 'This event does not take place on that date.',
  noChapter: "Attendance is taken for a chapter's meetings: this event belongs to no chapter.",
  eventNotFound: 'Event not found.',
  marksInvalid: `Send between 1 and ${ATTENDANCE_MARKS_MAX} marks.`,
  markWho: 'Each mark names a member (userId) or a visitor (visitorId), not both.',
  statusInvalid: `Status must be one of ${ATTENDANCE_STATUSES.join(', ')} for a member, Attended or NoShow for a visitor.`,
  keyInvalid: 'Each mark needs a key of 8 to 64 letters, digits, - or _.',
  markedAtInvalid: 'Each mark needs the time it was made (ISO 8601).',
  substituteNameRequired: "Enter the substitute's name.",
  substituteNameInvalid: `The substitute's name must be one line of at most ${SUBSTITUTE_NAME_MAX} characters.`,
  substituteEmailRequired: "Enter the substitute's email.",
  substituteEmailInvalid: "Enter the substitute's email address, like name@example.com.",
  notInChapter: 'This member is not a member of the chapter.',
  visitorNotRegistered: 'This visitor is not registered for this meeting.',
  codeRequired: 'The check-in code is missing: scan the code at the door again.',
  codeExpired: 'This check-in code has expired or belongs to another meeting: scan the code shown at the door now.',
  checkInClosed: (opens: string, closes: string) => `Check-in for this meeting is open from ${opens} to ${closes}.`,
  notYourChapter: "Check-in is for the chapter's members: this meeting is another chapter's.",
  inPersonOnly: 'This meeting is in person: check in with the code shown at the door.',
  visitorEmailInvalid: 'Enter the email address you registered with, like name@example.com.',
  visitorNotFound: 'No guest registration for this email at this meeting. The chapter’s leaders at the door can add you.',
  visitorCheckedIn: (firstname: string, title: string): ApiMessage => ({ title: 'Checked in', message: `Welcome, ${firstname}! You are checked in to ${title}.` }),
  visitorAlreadyCheckedIn: (firstname: string, title: string): ApiMessage => ({ title: 'Already checked in', message: `${firstname}, you were already checked in to ${title}.` }),
  reasonRequired: 'Say why the meeting is cancelled (members read it).',
  reasonInvalid: `The reason must be one line of at most ${CANCELLATION_REASON_MAX} characters.`,
  cancelEnded: 'This meeting is over: its attendance stays as recorded.',
  cancelCheckedIn: 'Members have checked in to this meeting: it cannot be cancelled now.',
  alreadyCancelled: 'This meeting is already cancelled.',
  cancelledMeeting: (reason: string) => `This meeting is cancelled (${reason}): nothing is recorded for it.`,
  meetingCancelled: (title: string, day: string, members: number, guests: number): ApiMessage => ({
    title: 'Meeting cancelled',
    message: `${title} on ${day} is cancelled. ${members} ${members === 1 ? 'member is' : 'members are'} being told${guests ? `, and ${guests} ${guests === 1 ? 'guest' : 'guests'} by email` : ''}.`,
  }),
  aheadStatusInvalid: `Say Absent, Medical or Substitute, or null to be expected after all.`,
  aheadStarted: 'This meeting has started: tell one of the chapter’s leaders there.',
  aheadTooFar: 'You can say ahead for the meetings of the next five weeks.',
  aheadCheckedIn: 'You have checked in to this meeting already.',
  aheadNotYourChapter: 'This meeting is another chapter’s: you can answer for your own chapter’s meetings.',
  aheadSaved: (status: AheadStatus | null, title: string, day: string, substituteEmailed: boolean, substitute: string | null): ApiMessage => {
    if (status === 'Absent') return { title: 'Marked absent', message: `You are marked absent from ${title} on ${day}. The chapter’s leaders see it on the attendance sheet.` };
    if (status === 'Medical') return { title: 'Marked Medical', message: `You are marked Medical for ${title} on ${day}. Get well soon.` };
    if (status === 'Substitute') {
      return { title: 'Substitute saved', message: substituteEmailed ? `${substitute} will attend ${title} on ${day} in your place: we emailed them the details and a calendar file.` : `${substitute} will attend ${title} on ${day} in your place.` };
    }
    return { title: 'You are expected', message: `You are expected at ${title} on ${day}.` };
  },
  marksSaved: (applied: number, unchanged: number): ApiMessage => ({
    title: 'Attendance saved',
    message: unchanged ? `${applied} ${applied === 1 ? 'mark' : 'marks'} saved; ${unchanged} already recorded or replaced by a later mark.` : `${applied} ${applied === 1 ? 'mark' : 'marks'} saved.`,
  }),
  checkedIn: (title: string, status: AttendanceStatus): ApiMessage => ({
    title: 'Checked in',
    message: status === 'Late' ? `You are checked in to ${title}, marked Late.` : `You are checked in to ${title}. Welcome!`,
  }),
  alreadyCheckedIn: (title: string, status: AttendanceStatus): ApiMessage => ({ title: 'Already checked in', message: `You were already checked in to ${title} (${ATTENDANCE_LABELS[status]}).` }),
} as const;
