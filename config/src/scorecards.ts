/**
 * Scorecards and the attendance policy: each member's attendance, referrals given, visitors brought,
 * one-to-ones and closed business over a rolling window, each measure green, yellow, red or grey
 * against thresholds admins set in one place (GET and PUT /admin/scorecard-settings), and the
 * attendance policy (how many absences a member may have in how many months, and which marks count
 * as absences). Counted from the records when asked, never from a report someone submits.
 */
import { array, boolean, mixed, object, type ObjectSchema } from 'yup';
import type { ApiMessage } from './api';
import { mustBeWholeBetween } from './messages';

export const SCORECARD_MEASURES = ['attendance', 'referralsGiven', 'visitorsBrought', 'oneToOnes', 'closedBusiness'] as const;
export type ScorecardMeasure = (typeof SCORECARD_MEASURES)[number];

export const SCORECARD_COLOURS = ['green', 'yellow', 'red', 'grey'] as const;
export type ScorecardColour = (typeof SCORECARD_COLOURS)[number];

/** The marks the policy may count as absences (Present never does). */
export const POLICY_STATUSES = ['Absent', 'Late', 'Medical', 'Substitute'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** A measure is green at `green` or more, yellow at `yellow` or more, red below. */
export interface MeasureThresholds {
  green: number;
  yellow: number;
}

/** More than `maxAbsences` marks of the `counted` kinds in the last `months` months puts a member past the policy. */
export interface AttendancePolicy {
  maxAbsences: number;
  months: number;
  /** Always holds Absent. */
  counted: PolicyStatus[];
}

/** GET and PUT /admin/scorecard-settings. */
export interface ScorecardSettings {
  /** The scorecards' rolling window, in months back from today. */
  windowMonths: number;
  /** attendance: percent of the member's marked meetings not counted as absences; closedBusiness: whole dollars; the others: counts over the window. */
  thresholds: Record<ScorecardMeasure, MeasureThresholds>;
  policy: AttendancePolicy;
  /** Leaders get the meeting report by email the morning after each meeting. */
  reportEmail: boolean;
}

export const SCORECARD_DEFAULTS: ScorecardSettings = {
  windowMonths: 6,
  thresholds: {
    attendance: { green: 95, yellow: 85 },
    referralsGiven: { green: 12, yellow: 6 },
    visitorsBrought: { green: 2, yellow: 1 },
    oneToOnes: { green: 12, yellow: 6 },
    closedBusiness: { green: 5000, yellow: 1000 },
  },
  policy: { maxAbsences: 3, months: 6, counted: ['Absent'] },
  reportEmail: true,
};

/** A member is judged once they have been in GRO this long; before, every measure is grey. */
export const SCORECARD_NEW_MEMBER_DAYS = 28;
export const SCORECARD_WINDOW_MONTHS_MAX = 12;
const THRESHOLD_MAX: Record<ScorecardMeasure, number> = {
  attendance: 100,
  referralsGiven: 1000,
  visitorsBrought: 1000,
  oneToOnes: 1000,
  closedBusiness: 100_000_000,
};
const POLICY_ABSENCES_MAX = 52;

export const SCORECARD_LABELS: Record<ScorecardMeasure, { label: string; unit: string; explain: string }> = {
  attendance: { label: 'Attendance', unit: '%', explain: 'Share of your marked meetings not counted as absences by the attendance policy.' },
  referralsGiven: { label: 'Referrals given', unit: '', explain: 'Referrals you passed to other members.' },
  visitorsBrought: { label: 'Visitors brought', unit: '', explain: 'Guests you brought who came to a meeting.' },
  oneToOnes: { label: 'One-to-ones', unit: '', explain: 'Confirmed one-to-ones with other members.' },
  closedBusiness: { label: 'Closed business', unit: '$', explain: 'Business closed on referrals you gave.' },
};

export const SCORECARD_COLOUR_LABELS: Record<ScorecardColour, string> = {
  green: 'On track',
  yellow: 'Needs attention',
  red: 'Below the minimum',
  grey: 'Not enough to judge',
};

/** One measure of a member's scorecard. */
export interface ScorecardValue {
  /** attendance: percent (null with no marked meeting); closedBusiness: cents; the others: counts. */
  value: number | null;
  colour: ScorecardColour;
  /** The thresholds the value was judged against, prorated to the member's time in the window (attendance never is); closedBusiness in dollars. */
  green: number;
  yellow: number;
}

export interface MemberScorecard {
  userId: number;
  firstname: string;
  lastname: string;
  company: string | null;
  /** When the member's account was made: the window is prorated before SCORECARD_NEW_MEMBER_DAYS + the window. */
  memberSince: string;
  measures: Record<ScorecardMeasure, ScorecardValue>;
  /** Marks counted as absences by the policy in its months, and whether that is past it. */
  absences: number;
  pastPolicy: boolean;
}

/** Per member: the average of a group (attendance: the share over all its marks). */
export type ScorecardAverages = Record<ScorecardMeasure, number | null>;

/**
 * The order of a chapter's board (`sort=field:asc|desc`, the member's name by default): a measure's
 * value (members without one last), the policy's absences, or the name.
 */
export const SCORECARD_SORT_FIELDS = ['member', ...SCORECARD_MEASURES, 'absences'] as const;
export type ScorecardSortField = (typeof SCORECARD_SORT_FIELDS)[number];
/** A board page's members by default (the most a page holds is LIST_LIMITS.maxPageSize). */
export const SCORECARD_PAGE_SIZE = 50;

/**
 * GET /chapter/{id}/scorecards: leaders and admins see every member, a page at a time (`page`,
 * `pageSize`, `sort`, `q` by name or company); a member sees the chapter's totals and their own row.
 */
export interface ChapterScorecards {
  chapter: { id: number; name: string };
  /** ISO dates: the window, today included. */
  windowFrom: string;
  windowTo: string;
  settings: ScorecardSettings;
  /** A page of the board (leaders, admins), or the caller's own row. */
  members: MemberScorecard[];
  /** The board's page among the members matching `q` (a member's own row: one page of one). */
  pagination: { page: number; pageSize: number; pageCount: number; total: number };
  /** How many members the chapter has (its averages' denominator). */
  memberCount: number;
  totals: Record<ScorecardMeasure, number | null>;
  averages: { chapter: ScorecardAverages; all: ScorecardAverages };
  /** Whether the caller sees every member (a leader, an admin) or only their own row. */
  everyMember: boolean;
}

/** A month of a member's detail. */
export interface ScorecardMonth {
  month: string;
  marks: number;
  absences: number;
  referralsGiven: number;
  visitorsBrought: number;
  oneToOnes: number;
  closedBusinessCents: number;
}

/** GET /chapter/{id}/scorecards/{userId}: a member's scorecard with its months and recent marks. */
export interface ScorecardDetail {
  chapter: { id: number; name: string };
  windowFrom: string;
  windowTo: string;
  settings: ScorecardSettings;
  member: MemberScorecard;
  averages: { chapter: ScorecardAverages; all: ScorecardAverages };
  months: ScorecardMonth[];
  /** The member's marks in the policy's months, the latest first. */
  marks: { date: string; title: string; status: string; counted: boolean }[];
}

/** GET /admin/scorecards: every chapter side by side. */
export interface ChapterScorecardSummary {
  chapter: { id: number; name: string; slug: string };
  memberCount: number;
  averages: ScorecardAverages;
  /** How many members are of each colour, per measure. */
  colours: Record<ScorecardMeasure, Record<ScorecardColour, number>>;
  pastPolicy: number;
}
export interface AllScorecards {
  windowFrom: string;
  windowTo: string;
  settings: ScorecardSettings;
  chapters: ChapterScorecardSummary[];
  averages: ScorecardAverages;
}

/** A member's standing with the attendance policy (the dashboard, the leader's home). */
export interface PolicyStanding {
  absences: number;
  maxAbsences: number;
  months: number;
  pastPolicy: boolean;
}

/**
 * The colour of a value: grey without a value; else green at `green` or more, yellow at `yellow` or
 * more, red below. The edges belong to the better colour.
 */
export function colourOf(value: number | null, green: number, yellow: number): ScorecardColour {
  if (value === null) return 'grey';
  if (value >= green) return 'green';
  if (value >= yellow) return 'yellow';
  return 'red';
}

/** A count threshold for a member who has been in GRO for part of the window: the share of it, rounded up (never prorated above the whole). */
export const proratedThreshold = (threshold: number, share: number): number => Math.max(0, Math.ceil(threshold * Math.min(1, Math.max(0, share)) - 1e-9));

export const SCORECARD_MESSAGES = {
  notYours: "You can only see your own chapter's scorecards.",
  notMember: 'This member is not in this chapter.',
  ownOnly: "Only the chapter's leaders see other members' scorecards.",
  noChapter: 'Scorecards are kept for members of a chapter: you are not in one yet.',
  settingsInvalid: 'Scorecard settings must be an object with windowMonths, thresholds, policy and reportEmail.',
  windowMonths: mustBeWholeBetween('The window', 1, SCORECARD_WINDOW_MONTHS_MAX),
  threshold: (measure: ScorecardMeasure) => mustBeWholeBetween(`${SCORECARD_LABELS[measure].label}'s thresholds`, 0, THRESHOLD_MAX[measure]),
  yellowAboveGreen: (measure: ScorecardMeasure) => `${SCORECARD_LABELS[measure].label}: the yellow threshold cannot be above the green one`,
  maxAbsences: mustBeWholeBetween('Absences allowed', 0, POLICY_ABSENCES_MAX),
  policyMonths: mustBeWholeBetween("The policy's months", 1, SCORECARD_WINDOW_MONTHS_MAX),
  counted: `Counted marks must be a list of ${POLICY_STATUSES.join(', ')} holding Absent`,
  reportEmail: 'reportEmail must be true or false',
  saved: (s: ScorecardSettings): ApiMessage => ({
    title: 'Scorecard settings saved',
    message: `Scorecards cover ${s.windowMonths} month${s.windowMonths === 1 ? '' : 's'}; a member is past the attendance policy after ${s.policy.maxAbsences} absence${s.policy.maxAbsences === 1 ? '' : 's'} in ${s.policy.months} month${s.policy.months === 1 ? '' : 's'}.`,
  }),
} as const;

const whole = (min: number, max: number) => (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const thresholdSchema = (measure: ScorecardMeasure) =>
  object({
    green: mixed<number>().required(SCORECARD_MESSAGES.threshold(measure)).test('whole', SCORECARD_MESSAGES.threshold(measure), whole(0, THRESHOLD_MAX[measure])),
    yellow: mixed<number>().required(SCORECARD_MESSAGES.threshold(measure)).test('whole', SCORECARD_MESSAGES.threshold(measure), whole(0, THRESHOLD_MAX[measure])),
  })
    .strict()
    .noUnknown(SCORECARD_MESSAGES.threshold(measure))
    .typeError(SCORECARD_MESSAGES.threshold(measure))
    .required(SCORECARD_MESSAGES.threshold(measure))
    .test('order', SCORECARD_MESSAGES.yellowAboveGreen(measure), (t) => !t || typeof t.green !== 'number' || typeof t.yellow !== 'number' || t.yellow <= t.green);

/**
 * PUT /admin/scorecard-settings: the whole settings, JSON numbers only (no "6", no 1.5), unknown
 * keys refused; thresholds whole and yellow never above green; the policy counts Absent always.
 */
export const scorecardSettingsSchema: ObjectSchema<ScorecardSettings> = object({
  windowMonths: mixed<number>().required(SCORECARD_MESSAGES.windowMonths).test('whole', SCORECARD_MESSAGES.windowMonths, whole(1, SCORECARD_WINDOW_MONTHS_MAX)),
  thresholds: object(Object.fromEntries(SCORECARD_MEASURES.map((m) => [m, thresholdSchema(m)])))
    .strict()
    .noUnknown(SCORECARD_MESSAGES.settingsInvalid)
    .typeError(SCORECARD_MESSAGES.settingsInvalid)
    .required(SCORECARD_MESSAGES.settingsInvalid),
  policy: object({
    maxAbsences: mixed<number>().required(SCORECARD_MESSAGES.maxAbsences).test('whole', SCORECARD_MESSAGES.maxAbsences, whole(0, POLICY_ABSENCES_MAX)),
    months: mixed<number>().required(SCORECARD_MESSAGES.policyMonths).test('whole', SCORECARD_MESSAGES.policyMonths, whole(1, SCORECARD_WINDOW_MONTHS_MAX)),
    counted: array()
      .strict()
      .typeError(SCORECARD_MESSAGES.counted)
      .required(SCORECARD_MESSAGES.counted)
      .max(POLICY_STATUSES.length, SCORECARD_MESSAGES.counted)
      .test('statuses', SCORECARD_MESSAGES.counted, (list) =>
        !list || (list.every((s) => (POLICY_STATUSES as readonly unknown[]).includes(s)) && list.includes('Absent') && new Set(list).size === list.length),
      ),
  })
    .strict()
    .noUnknown(SCORECARD_MESSAGES.settingsInvalid)
    .typeError(SCORECARD_MESSAGES.settingsInvalid)
    .required(SCORECARD_MESSAGES.settingsInvalid),
  reportEmail: boolean().strict().typeError(SCORECARD_MESSAGES.reportEmail).required(SCORECARD_MESSAGES.reportEmail),
})
  .strict()
  .noUnknown(SCORECARD_MESSAGES.settingsInvalid) as unknown as ObjectSchema<ScorecardSettings>;

/** The stored settings when they still pass the schema (a database can hold anything), else the defaults. */
export function scorecardSettingsOf(raw: unknown): ScorecardSettings {
  if (!raw || typeof raw !== 'object') return SCORECARD_DEFAULTS;
  try {
    const s = scorecardSettingsSchema.validateSync(raw, { abortEarly: true }) as ScorecardSettings;
    return { ...s, policy: { ...s.policy, counted: POLICY_STATUSES.filter((x) => s.policy.counted.includes(x)) } };
  } catch {
    return SCORECARD_DEFAULTS;
  }
}

/** What the records hold for a member over the window (and the policy's months). */
export interface ScorecardCounts {
  /** Marked meetings in the window (cancelled ones never count) and those counted as absences. */
  marks: number;
  absences: number;
  /** Absences in the policy's months. */
  policyAbsences: number;
  referralsGiven: number;
  visitorsBrought: number;
  oneToOnes: number;
  closedBusinessCents: number;
}

export const NO_COUNTS: ScorecardCounts = { marks: 0, absences: 0, policyAbsences: 0, referralsGiven: 0, visitorsBrought: 0, oneToOnes: 0, closedBusinessCents: 0 };

const DAY_MS = 86_400_000;

/** Attendance as a whole percent (rounded down, so 94.9 is 94): null without a marked meeting. */
export const attendancePercent = (marks: number, absences: number): number | null => (marks > 0 ? Math.floor(((marks - absences) * 100) / marks + 1e-9) : null);

/**
 * A member's measures: grey for all until they have been in GRO SCORECARD_NEW_MEMBER_DAYS; the
 * count thresholds prorated to the part of the window since they joined; attendance grey without a
 * marked meeting; closed business judged in cents against whole dollars.
 */
export function scoreMember(
  counts: ScorecardCounts,
  settings: ScorecardSettings,
  at: { nowMs: number; windowFromMs: number; memberSinceMs: number },
): { measures: Record<ScorecardMeasure, ScorecardValue>; absences: number; pastPolicy: boolean } {
  const isNew = at.nowMs - at.memberSinceMs < SCORECARD_NEW_MEMBER_DAYS * DAY_MS;
  const span = Math.max(DAY_MS, at.nowMs - at.windowFromMs);
  const share = (at.nowMs - Math.max(at.memberSinceMs, at.windowFromMs)) / span;
  const t = settings.thresholds;
  const judged = (value: number | null, green: number, yellow: number, scale: number): ScorecardValue => ({
    value,
    colour: isNew ? 'grey' : colourOf(value === null ? null : value / scale, green, yellow),
    green,
    yellow,
  });
  const count = (m: Exclude<ScorecardMeasure, 'attendance'>, value: number, scale = 1) =>
    judged(value, proratedThreshold(t[m].green, share), proratedThreshold(t[m].yellow, share), scale);
  return {
    measures: {
      attendance: judged(attendancePercent(counts.marks, counts.absences), t.attendance.green, t.attendance.yellow, 1),
      referralsGiven: count('referralsGiven', counts.referralsGiven),
      visitorsBrought: count('visitorsBrought', counts.visitorsBrought),
      oneToOnes: count('oneToOnes', counts.oneToOnes),
      closedBusiness: count('closedBusiness', counts.closedBusinessCents, 100),
    },
    absences: counts.policyAbsences,
    pastPolicy: counts.policyAbsences > settings.policy.maxAbsences,
  };
}

/** A group's averages per member (attendance: the share over all its marks). */
export function averagesOf(all: ScorecardCounts[]): ScorecardAverages {
  const n = all.length;
  const sum = (k: keyof ScorecardCounts) => all.reduce((s, c) => s + c[k], 0);
  const per = (k: keyof ScorecardCounts) => (n ? Math.round((sum(k) / n) * 10) / 10 : null);
  return {
    attendance: attendancePercent(sum('marks'), sum('absences')),
    referralsGiven: per('referralsGiven'),
    visitorsBrought: per('visitorsBrought'),
    oneToOnes: per('oneToOnes'),
    closedBusiness: n ? Math.round(sum('closedBusinessCents') / n) : null,
  };
}
