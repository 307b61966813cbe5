/**
 * A chapter's meeting report, live: per meeting occurrence and per calendar month, the attendance
 * (PALMS), the visitors and who of them joined, the referrals given and received, the closed
 * business and the one-to-ones, counted from the records when asked (never from a report someone
 * submits). Read by the chapter's leaders (the right "See its figures"), its members and admins.
 */
import type { AttendanceStatus, MeetingOccurrence } from './attendance';

/** The figures of a meeting, or of a month. */
export interface ReportFigures {
  /** Members' marks by status; Unmarked: members of the chapter now without a mark (0 for a cancelled meeting). */
  attendance: Record<AttendanceStatus | 'Unmarked', number>;
  /** Guests registered for the meetings, those marked Attended or No-show, and those who have joined GRO since. */
  visitors: { registered: number; attended: number; noShow: number; joined: number };
  /** Referrals the chapter's members gave (to anyone) and received (from anyone), passed in the period. */
  referrals: { given: number; received: number };
  /** Business closed in the period on referrals the chapter's members gave (cents). */
  closedBusinessCents: number;
  /** Confirmed one-to-ones in the period with a member of the chapter (each meeting once). */
  oneToOnes: number;
}

/** One meeting of the report: its figures over the period since the chapter's previous meeting took place. */
export interface ReportMeeting extends MeetingOccurrence {
  /** ISO: the period the meeting's referrals, closed business and one-to-ones are counted in: from the chapter's previous meeting that took place (any of its events; at most five weeks back, else the week before) to this one's start. */
  periodFrom: string;
  periodTo: string;
  figures: ReportFigures;
}

/** GET /chapter/{id}/report?event=&date=: one meeting, and the guests of it who joined. */
export interface MeetingReport {
  chapter: { id: number; name: string };
  timeZone: string;
  meeting: ReportMeeting;
  joined: { firstname: string; lastname: string; company: string | null }[];
}

/**
 * GET /chapter/{id}/report?month=YYYY-MM: the month's meetings (the chapter's time zone) with
 * theirs, and the month's figures: attendance and visitors of its meetings, referrals, closed
 * business and one-to-ones of the calendar month.
 */
export interface MonthReport {
  chapter: { id: number; name: string };
  timeZone: string;
  month: string;
  /** The soonest first; cancelled ones flagged (their attendance is all zero). */
  meetings: ReportMeeting[];
  figures: ReportFigures;
}

/** Leaders get a meeting's report by email from this hour (the chapter's time) on the day after it. */
export const MEETING_REPORT_EMAIL_HOUR = 7;
/** How often the scan for reports to send runs (a scheduled job, once per period across replicas). */
export const MEETING_REPORT_SCAN_MINUTES = 15;

/** The month report's CSV: one row per meeting, then the month. */
export const MEETING_REPORT_CSV_HEADER = [
  'Meeting', 'Date', 'Cancelled', 'Present', 'Absent', 'Late', 'Medical', 'Substitute', 'Unmarked',
  'Visitors registered', 'Visitors attended', 'Visitors no-show', 'Visitors joined',
  'Referrals given', 'Referrals received', 'Closed business (USD)', 'One-to-ones',
] as const;

export const MEETING_REPORT_MESSAGES = {
  badMonth: 'month must be a month like 2026-12.',
  monthOrMeeting: 'Ask for a month (?month=YYYY-MM) or one meeting (?event=&date=).',
  notThisChapter: 'This meeting is another chapter’s.',
  tooFar: 'Reports cover the meetings of the last two years and the next five weeks.',
  reportNotYours: "You can only see your own chapter's meeting reports.",
} as const;
