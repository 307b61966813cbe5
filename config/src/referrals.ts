import { formatMoney } from './money';
import { NOTIFICATION_SETTING } from './notification-settings';

/**
 * Referrals: members pass referrals to each other, the receiver follows them to closed
 * business ("thank you for closed business", credited to the giver), members meet one-to-one, and
 * the figures (given, received, closed business credited, one-to-ones) are live per member, per
 * chapter and for admins. The forms' schemas, the API's shapes, the constants and the messages.
 *
 * Privacy: a referral (its contact, its need, its amount) is seen by its giver, its receiver and
 * admins only. Everyone in a chapter sees each member's counts and the closed business credited to
 * each giver, and the chapter's totals, but never which receiver a credit came from nor a single
 * referral's amount.
 *
 * Hidden means hidden: a member hidden from the directory is named in no list another member sees.
 * The chapter's figures add their counts up in one line, REFERRAL_PRIVATE_MEMBERS_LABEL, and keep
 * them in the chapter's totals; only the chapter's leaders and admins see them by name. A member
 * cannot propose a one-to-one to, nor pass a referral to, a hidden member they have no one-to-one
 * and no referral with yet (in either direction): the answer is the one of an unknown member.
 */
import { boolean, mixed, number, object, string, type InferType } from 'yup';
import type { ApiMessage } from './api';
import {
  isCalendarDate, optionalEmail, optionalMultiLineText, optionalPhone, optionalText, requiredId, requiredMultiLineText, requiredText, timeRule, trimmedText,
} from './schemas/rules';

// ---------------------------------------------------------------------------------------------
// Constants

/** Where a referral is: New (passed, not yet touched) → Contacted → Meeting booked → Closed or Not a fit. */
export const REFERRAL_STATUSES = ['New', 'Contacted', 'MeetingBooked', 'Closed', 'NotAFit'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const REFERRAL_STATUS_LABELS: Record<ReferralStatus, string> = {
  New: 'New',
  Contacted: 'Contacted',
  MeetingBooked: 'Meeting booked',
  Closed: 'Closed',
  NotAFit: 'Not a fit',
};
/** The statuses the receiver moves a referral to (New is only where it starts). */
export const REFERRAL_FOLLOW_STATUSES = ['Contacted', 'MeetingBooked', 'Closed', 'NotAFit'] as const satisfies readonly ReferralStatus[];
export type ReferralFollowStatus = (typeof REFERRAL_FOLLOW_STATUSES)[number];
/** Still being followed: the stale-referral reminder looks at these. */
export const REFERRAL_OPEN_STATUSES = ['New', 'Contacted', 'MeetingBooked'] as const satisfies readonly ReferralStatus[];

/** Outside: a contact of the giver needs what the receiver offers. Internal: the receiver themselves is the giver's customer. */
export const REFERRAL_TYPES = ['Outside', 'Internal'] as const;
export type ReferralType = (typeof REFERRAL_TYPES)[number];
export const REFERRAL_TYPE_LABELS: Record<ReferralType, string> = {
  Outside: 'A contact of mine',
  Internal: 'Internal: I am the customer',
};

/** How warm the referral is: 1 (a name only) to 5 (they are expecting the call and ready to buy). */
export const REFERRAL_WARMTH_MIN = 1;
export const REFERRAL_WARMTH_MAX = 5;
export const REFERRAL_WARMTH_LABELS: Record<number, string> = {
  1: '1 — a name to try',
  2: '2 — knows of you',
  3: '3 — interested',
  4: '4 — expects your call',
  5: '5 — ready to do business',
};

/** Closed business, in cents: $0.01 to $10,000,000.00. */
const REFERRAL_AMOUNT_MIN_CENTS = 1;
const REFERRAL_AMOUNT_MAX_CENTS = 1_000_000_000;

/** A referral nobody touched for this many days reminds its receiver, once. */
export const REFERRAL_STALE_DAYS = 7;

/** The one line of a chapter's figures that adds up the members hidden from the directory (to its members). */
export const REFERRAL_PRIVATE_MEMBERS_LABEL = 'Members who keep their profile private';
/** How often the reminder job looks for stale referrals. */
export const REFERRAL_REMINDER_SCAN_MINUTES = 60;

/** The notification setting (its key in the settings table) that the referral and one-to-one emails obey. */
export const REFERRAL_SETTING_KEY = NOTIFICATION_SETTING.referrals;

/** The client's idempotency key, in the Idempotency-Key header of POST /referral and POST /one-to-one. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const REFERRAL_LIMITS = {
  contactName: 120,
  contactCompany: 120,
  contactPhone: 40,
  contactEmail: 254,
  need: 2000,
  place: 200,
  note: 4000,
  /** Lists page along this many referrals at most. */
  pageSizeMax: 100,
  pageSizeDefault: 20,
  /** Figures cover at most this many months; 12 ending this month by default. */
  monthsMax: 36,
  monthsDefault: 12,
} as const;

/** One-to-ones: Proposed by one member, Confirmed (it happened) by the other, or Cancelled by either. */
export const ONE_TO_ONE_STATUSES = ['Proposed', 'Confirmed', 'Cancelled'] as const;
export type OneToOneStatus = (typeof ONE_TO_ONE_STATUSES)[number];
export const ONE_TO_ONE_STATUS_LABELS: Record<OneToOneStatus, string> = { Proposed: 'Proposed', Confirmed: 'Happened', Cancelled: 'Cancelled' };
/** How long a one-to-one lasts in its calendar invitation. */
export const ONE_TO_ONE_MINUTES = 60;

// ---------------------------------------------------------------------------------------------
// Amounts

/**
 * Dollars and cents as people type them ('4000', '4,000.50', '$4000.5', 4000.5) to whole cents;
 * null when it is not an amount (more than two decimals, letters, a negative, NaN, an array...).
 * Range is checked separately (referralAmountRule).
 */
export function amountToCents(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    text = String(value);
    if (/e/i.test(text)) return null;
  } else if (typeof value === 'string') {
    text = value.trim().replace(/^\$\s*/, '');
    if (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) text = text.replace(/,/g, '');
  } else return null;
  const m = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(text);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Whole cents as dollars for a form field or a CSV: 400000 → '4000.00'. */
export const centsToAmount = (cents: number): string => `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** A referral's amount (whole cents, in dollars) as people read it: 400000 → '$4,000.00'. */
export const formatCents = (cents: number): string => formatMoney(cents, 'usd');

// ---------------------------------------------------------------------------------------------
// Messages

export const REFERRAL_LABELS = {
  receiver: 'Member',
  type: 'Referral type',
  contactName: 'Contact name',
  contactCompany: 'Contact company',
  contactPhone: 'Contact phone',
  contactEmail: 'Contact email',
  need: 'What they need',
  warmth: 'How warm',
  expectsCall: 'The contact expects the call',
  status: 'Status',
  date: 'Date',
  amount: 'Closed business amount',
  with: 'Member',
  time: 'Time',
  place: 'Place',
  note: 'Note',
} as const;

const L = REFERRAL_LABELS;

export const REFERRAL_MESSAGES = {
  amountInvalid: 'Enter the amount in dollars and cents, from $0.01 to $10,000,000.00.',
  amountRequired: 'Closed business amount is required to close a referral.',
  amountOnlyWhenClosed: 'Only a closed referral has a closed business amount.',
  warmthInvalid: `How warm must be a whole number from ${REFERRAL_WARMTH_MIN} to ${REFERRAL_WARMTH_MAX}.`,
  contactNeeded: 'Give the contact a phone number or an email address, so the member can reach them.',
  notYourself: 'You cannot pass a referral to yourself.',
  receiverNotFound: 'That member was not found, or is not active.',
  notFound: 'Referral not found.',
  onlyReceiver: 'Only the member who received this referral can update it.',
  onlyGiver: 'Only the member who gave this referral, or an admin, can delete it.',
  deleted: 'This referral has been deleted.',
  dateInFuture: 'The date cannot be in the future.',
  dateBeforeReferral: 'The date cannot be before the referral was passed.',
  idempotencyKeyInvalid: `${IDEMPOTENCY_HEADER} must be 8 to 100 letters, digits, dashes or underscores.`,
  idempotencyReused: `This ${IDEMPOTENCY_HEADER} was already used for a different request. Send a new key for a new referral.`,
  badMonth: "Months must be given as 'YYYY-MM'.",
  badRange: `The range must run forward and cover at most ${REFERRAL_LIMITS.monthsMax} months.`,
  chapterNotYours: "You can only see your own chapter's referral figures.",
  chapterNotFound: 'Chapter not found.',
  passed: (name: string): ApiMessage => ({ title: 'Referral passed', message: `Your referral is on its way to ${name}. Thank you for giving.` }),
  updated: (status: ReferralStatus): ApiMessage => ({ title: 'Referral updated', message: `The referral is now ${REFERRAL_STATUS_LABELS[status]}.` }),
  closed: (amount: string): ApiMessage => ({ title: 'Thank you for closed business', message: `${amount} of closed business is credited to the member who gave you this referral.` }),
  removed: { title: 'Referral deleted', message: 'The referral is deleted. Admins can still see it in its history.' } as ApiMessage,
} as const;

export const ONE_TO_ONE_MESSAGES = {
  notYourself: 'You cannot meet yourself one-to-one.',
  memberNotFound: 'That member was not found, or is not active.',
  notFound: 'One-to-one not found.',
  onlyInvitee: 'Only the member who was invited can confirm that the one-to-one happened.',
  notYet: 'A one-to-one can be confirmed from its day on, once it has happened.',
  notProposed: 'This one-to-one is no longer waiting for an answer.',
  proposed: (name: string, when: string): ApiMessage => ({ title: 'One-to-one proposed', message: `We have sent ${name} your invitation for ${when}, with a calendar file.` }),
  confirmed: { title: 'One-to-one confirmed', message: 'Thank you: the one-to-one now counts for both of you.' } as ApiMessage,
  cancelled: { title: 'One-to-one cancelled', message: 'The one-to-one is cancelled and the other member has been told.' } as ApiMessage,
  noteSaved: { title: 'Note saved', message: 'Only you can see your note.' } as ApiMessage,
} as const;

// ---------------------------------------------------------------------------------------------
// Schemas (one per form: the web's Formik and the cms controller use the same)

/** An amount field: text or a number, dollars and cents from 0.01 to 10,000,000.00. Empty reads as none. */
const referralAmountRule = () =>
  mixed<string | number>()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .test('amount', REFERRAL_MESSAGES.amountInvalid, (value) => {
      if (value === undefined) return true;
      const cents = amountToCents(value);
      return cents !== null && cents >= REFERRAL_AMOUNT_MIN_CENTS && cents <= REFERRAL_AMOUNT_MAX_CENTS;
    });

const warmthRule = () =>
  number()
    .transform((value: unknown, original: unknown) => (typeof original === 'number' || (typeof original === 'string' && original.trim() !== '') ? value : NaN))
    .typeError(REFERRAL_MESSAGES.warmthInvalid)
    .integer(REFERRAL_MESSAGES.warmthInvalid)
    .min(REFERRAL_WARMTH_MIN, REFERRAL_MESSAGES.warmthInvalid)
    .max(REFERRAL_WARMTH_MAX, REFERRAL_MESSAGES.warmthInvalid)
    .required(`${L.warmth} is required`);

const isOutside = (type: unknown) => type !== 'Internal';

/** POST /referral: the "Pass a referral" form. For an Internal referral the contact fields are ignored (the receiver is the customer). */
export const referralSchema = object({
  receiverId: requiredId(L.receiver),
  type: string()
    .typeError(`${L.type} must be one of: ${REFERRAL_TYPES.join(', ')}`)
    .oneOf([...REFERRAL_TYPES], `${L.type} must be one of: ${REFERRAL_TYPES.join(', ')}`)
    .required(`${L.type} is required`),
  contactName: optionalText(L.contactName, REFERRAL_LIMITS.contactName).when('type', {
    is: isOutside,
    then: (s) => s.required(`${L.contactName} is required`),
  }),
  contactCompany: optionalText(L.contactCompany, REFERRAL_LIMITS.contactCompany),
  contactPhone: optionalPhone(L.contactPhone, REFERRAL_LIMITS.contactPhone),
  contactEmail: optionalEmail(L.contactEmail).max(REFERRAL_LIMITS.contactEmail, `${L.contactEmail} is too long`),
  need: requiredMultiLineText(L.need, REFERRAL_LIMITS.need),
  warmth: warmthRule(),
  expectsCall: boolean().typeError(`${L.expectsCall} must be true or false`).default(false),
}).test('contact-reachable', REFERRAL_MESSAGES.contactNeeded, function (value) {
  if (!value || !isOutside(value.type)) return true;
  if ((value.contactPhone ?? '').toString().trim() || (value.contactEmail ?? '').toString().trim()) return true;
  return this.createError({ path: 'contactPhone', message: REFERRAL_MESSAGES.contactNeeded });
});
export type ReferralValues = InferType<typeof referralSchema>;

/** A calendar date 'YYYY-MM-DD' (required). */
const dayRule = (label: string) =>
  trimmedText(label)
    .required(`${label} is required`)
    .test('date', `${label} must be a date (YYYY-MM-DD)`, (value) => typeof value === 'string' && isCalendarDate(value));

/** PUT /referral/{id}/status: the receiver moves the referral on; closing needs the amount. */
export const referralStatusSchema = object({
  status: string()
    .typeError(`${L.status} must be one of: ${REFERRAL_FOLLOW_STATUSES.join(', ')}`)
    .oneOf([...REFERRAL_FOLLOW_STATUSES], `${L.status} must be one of: ${REFERRAL_FOLLOW_STATUSES.join(', ')}`)
    .required(`${L.status} is required`),
  date: dayRule(L.date),
  amount: referralAmountRule()
    .when('status', { is: 'Closed', then: (s) => s.required(REFERRAL_MESSAGES.amountRequired) })
    .test('only-closed', REFERRAL_MESSAGES.amountOnlyWhenClosed, function (value) {
      return value === undefined || this.parent?.status === 'Closed';
    }),
});
export type ReferralStatusValues = InferType<typeof referralStatusSchema>;

/** POST /one-to-one: proposed from another member's profile. */
export const oneToOneSchema = object({
  withId: requiredId(L.with),
  date: dayRule(L.date),
  time: timeRule(L.time, true),
  place: requiredText(L.place, REFERRAL_LIMITS.place),
});
export type OneToOneValues = InferType<typeof oneToOneSchema>;

/** PUT /one-to-one/{id}/note: the caller's own private note. */
export const oneToOneNoteSchema = object({ note: optionalMultiLineText(L.note, REFERRAL_LIMITS.note) });

// ---------------------------------------------------------------------------------------------
// API shapes

/** A member as a referral or one-to-one names them. */
export interface ReferralMember {
  id: number;
  fullname: string;
  company: string | null;
}

/** A member as referrals, one-to-ones and the figures name them: 'Firstname Lastname', or 'Member' when both are empty. */
export function referralMemberName(row: { firstname?: string | null; lastname?: string | null }): string {
  return [row.firstname, row.lastname].map((p) => (p ?? '').trim()).filter(Boolean).join(' ') || 'Member';
}

/** GET /referral/{id}, and the rows of GET /referral (given, received; admins: all). Only the giver, the receiver and admins see one. */
export interface Referral {
  id: number;
  giver: ReferralMember;
  receiver: ReferralMember;
  type: ReferralType;
  contactName: string | null;
  contactCompany: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  need: string;
  warmth: number;
  expectsCall: boolean;
  status: ReferralStatus;
  /** 'YYYY-MM-DD' of each step the receiver recorded. */
  contactedOn: string | null;
  meetingOn: string | null;
  closedOn: string | null;
  /** Closed business in cents (Closed only). */
  amountCents: number | null;
  /** When it was passed (ISO). */
  createdAt: string;
  updatedAt: string;
  /** Admins only see deleted ones (ISO when deleted). */
  deletedAt: string | null;
}

/** One line of a referral's history (GET /referral/{id}/history, admins). */
export interface ReferralChange {
  id: number;
  action: 'created' | 'status' | 'amount' | 'deleted';
  actor: ReferralMember | null;
  /** The fields before and after: { status, amountCents, contactedOn, meetingOn, closedOn, deletedAt }. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** ISO */
  at: string;
}

export type ReferralBox = 'given' | 'received' | 'all';

/** GET /referral?box=given|received (admins: all)&status=&page=&pageSize= */
export interface ReferralPage {
  items: Referral[];
  page: number;
  pageSize: number;
  total: number;
}

export interface OneToOne {
  id: number;
  proposer: ReferralMember;
  invitee: ReferralMember;
  /** 'YYYY-MM-DD' and 'HH:MM', in the proposer's chapter time zone. */
  date: string;
  time: string;
  timeZone: string;
  place: string;
  status: OneToOneStatus;
  confirmedAt: string | null;
  /** The caller's own note (each author sees only theirs). */
  myNote: string | null;
  createdAt: string;
}

/** The four figures, for a month or a period. */
export interface ReferralCounts {
  given: number;
  received: number;
  /** Closed business credited (to givers), in cents. */
  creditedCents: number;
  oneToOnes: number;
}

export interface ReferralMonth extends ReferralCounts {
  /** 'YYYY-MM' */
  month: string;
}

/** GET /referral-figures/me: the dashboard's figures for the caller. */
export interface MyReferralFigures {
  thisMonth: ReferralCounts;
  last12: ReferralCounts;
  months: ReferralMonth[];
}

/** A row of a chapter's members table: counts only; credited is what was credited to them as giver. */
export interface ChapterMemberFigures extends ReferralCounts {
  userId: number;
  fullname: string;
  company: string | null;
}

/** GET /chapter/{id}/referral-figures?from&to: for the chapter's members, its leaders and admins. */
export interface ChapterReferralFigures {
  chapter: { id: number; name: string };
  from: string;
  to: string;
  months: ReferralMonth[];
  totals: ReferralCounts;
  /** Named members; to its members, those hidden from the directory (but the caller) are left out, counted in privateMembers. */
  members: ChapterMemberFigures[];
  /** The sums of the members the caller may not see by name, one line (REFERRAL_PRIVATE_MEMBERS_LABEL); null when there are none. */
  privateMembers: ReferralCounts | null;
}

/** GET /referral-figures?from&to (admins): all chapters side by side; the CSV is the same rows. */
export interface AllChaptersReferralFigures {
  from: string;
  to: string;
  chapters: (ReferralCounts & { chapterId: number; chapterName: string })[];
  totals: ReferralCounts;
}
