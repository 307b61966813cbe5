/**
 * Every stored field's limits, per cms content type and component: maximum length, whether it is
 * required, and the values of enumerations. The form schemas read their bounds here, and
 * limits.test.ts holds each cms schema.json to this table.
 */
import { ANNOUNCEMENT_KINDS, ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_STATUSES, DELIVERY_STATUSES, NEWSLETTER_AUDIENCES } from './announcements';
import { ATTENDANCE_SOURCES, ATTENDANCE_STATUSES, CANCELLATION_REASON_MAX, SUBSTITUTE_NAME_MAX, VISITOR_ATTENDANCE } from './attendance';
import { CONTACT_VISIBILITIES } from './contact-visibility';
import { COMPANY_REVIEW_STATUSES } from './member-data';
import { PLAN_INTERVALS } from './payments';
import {
  ACTIVITY_ACTIONS, ACTIVITY_SUBJECTS, DAYS, DUES_ENTRY_KINDS, EVENT_FORMATS, EVENT_TYPES, HEARD_FROM_OPTIONS, IMPORT_STATUSES, JOIN_REQUEST_STATUSES, RSVP_STATUSES, SUBSCRIPTION_STATUSES,
  USER_STATUSES, VISITOR_STATUSES,
} from './enums';
import { EMAIL_MAX_LENGTH, INDUSTRY_MAX_LENGTH } from './limits';
import { ONE_TO_ONE_STATUSES, REFERRAL_LIMITS, REFERRAL_STATUSES, REFERRAL_TYPES } from './referrals';

interface FieldLimit {
  maxLength?: number;
  required?: boolean;
  enum?: readonly string[];
}

/** Strapi's bound of a `string` column that declares none. */
const SHORT_TEXT_MAX = 255;
/** Free-text (`text`) columns that a form writes. */
const LONG_TEXT_MAX = 5000;
const URL_MAX_LENGTH = 2048;

const url = { maxLength: URL_MAX_LENGTH } as const;
const longText = { maxLength: LONG_TEXT_MAX } as const;
const requiredOnly = { required: true } as const;

const PERSON = {
  firstname: { maxLength: 80, required: true },
  lastname: { maxLength: 80, required: true },
  email: { maxLength: EMAIL_MAX_LENGTH, required: true },
  phoneNumber: { maxLength: 40 },
  phoneExt: { maxLength: 10 },
} as const;

const PLACE = {
  address: { maxLength: 255 },
  city: { maxLength: 120 },
  state: { maxLength: 120 },
  postalCode: { maxLength: 20 },
  country: { maxLength: 120 },
} as const;

const CLIENT = { ip: { maxLength: 64 }, userAgent: { maxLength: 255 } } as const;
const TOKEN = { tokenHash: { maxLength: 64, required: true }, expiresAt: requiredOnly } as const;

export const FIELD_LIMITS = {
  chapter: {
    name: { maxLength: 120, required: true },
    slug: { maxLength: 120, required: true },
    description: longText,
    location: { maxLength: 160 },
    ...PLACE,
    email: { maxLength: EMAIL_MAX_LENGTH },
    dayOfWeek: { enum: DAYS },
    /** An IANA time zone name ('America/Los_Angeles'); none: the organisation's (APP_TIMEZONE). */
    timeZone: { maxLength: 64 },
    isActive: requiredOnly,
  },
  event: {
    title: { maxLength: 160, required: true },
    type: { enum: EVENT_TYPES, required: true },
    dayOfWeek: { enum: DAYS },
    format: { enum: EVENT_FORMATS },
    description: longText,
    location: { maxLength: 160 },
    ...PLACE,
  },
  company: {
    name: { maxLength: 160, required: true },
    description: longText,
    ...PLACE,
    phoneNumber: PERSON.phoneNumber,
    phoneExt: PERSON.phoneExt,
    url,
    logo: url,
    contactName: { maxLength: 160 },
    industry: { maxLength: INDUSTRY_MAX_LENGTH },
    reviewStatus: { enum: COMPANY_REVIEW_STATUSES, required: true },
  },
  socialLinks: { facebook: url, twitter: url, linkedin: url, instagram: url, youtube: url, tiktok: url },
  user: {
    username: { maxLength: SHORT_TEXT_MAX, required: true },
    ...PERSON,
    status: { enum: USER_STATUSES, required: true },
    stripeCustomerId: { maxLength: 255 },
    stripeCheckoutSessionId: { maxLength: 255 },
    contactVisibility: { enum: CONTACT_VISIBILITIES },
    bio: { maxLength: 600 },
    idealReferral: { maxLength: 300 },
    website: url,
    linkedin: url,
  },
  profession: { name: { maxLength: 120, required: true }, category: { maxLength: 80 } },
  joinRequest: {
    note: longText,
    status: { enum: JOIN_REQUEST_STATUSES, required: true },
    reason: longText,
  },
  contactMessage: { ...PERSON, message: { ...longText, required: true } },
  chapterApplication: { ...PERSON, message: { ...longText, required: true } },
  faq: { question: { maxLength: 300, required: true }, answer: requiredOnly },
  testimonial: { quote: requiredOnly, name: { maxLength: 120, required: true }, title: { maxLength: 160 } },
  terms: { title: { maxLength: 160, required: true }, lastUpdated: requiredOnly },
  termsSection: { heading: { maxLength: 200, required: true }, body: requiredOnly },
  scramble: { title: { maxLength: 160, required: true }, url: { ...url, required: true } },
  contactDetail: { email: { maxLength: EMAIL_MAX_LENGTH, required: true }, phone: { maxLength: 40, required: true }, address: { maxLength: 500, required: true } },
  setting: { key: { maxLength: 80, required: true }, label: { maxLength: 120, required: true } },
  userSetting: {},
  blogCategory: { name: { maxLength: 120, required: true }, slug: requiredOnly },
  blogPost: { title: { maxLength: 200, required: true }, slug: requiredOnly },
  invoice: {
    stripeInvoiceId: { maxLength: 255 },
    stripeSubscriptionId: { maxLength: 255 },
    status: { maxLength: 40 },
    currency: { maxLength: 3 },
    hostedInvoiceUrl: url,
  },
  subscription: {
    status: { enum: SUBSCRIPTION_STATUSES },
    stripeSubscriptionId: { maxLength: 255 },
    priceId: { maxLength: 255 },
    interval: { enum: PLAN_INTERVALS },
  },
  subscriptionLog: { type: { maxLength: 120 }, stripeEventId: { maxLength: 255 } },
  authSession: { expiresAt: requiredOnly, revokedReason: { maxLength: 60 }, ...CLIENT },
  /** successorEnc: a sealed refresh token (IV, tag and 43 characters of token, base64url: 95 characters). */
  authRefreshToken: { ...TOKEN, successorEnc: { maxLength: 128 } },
  passwordReset: { ...TOKEN, ip: CLIENT.ip },
  signInLink: { ...TOKEN, ip: CLIENT.ip },
  emailVerification: { ...TOKEN, ip: CLIENT.ip },
  emailChange: { ...TOKEN, newEmail: { maxLength: EMAIL_MAX_LENGTH, required: true }, ip: CLIENT.ip },
  signInLog: CLIENT,
  adminActivity: {
    action: { enum: ACTIVITY_ACTIONS, required: true },
    subject: { enum: ACTIVITY_SUBJECTS, required: true },
    subjectId: { maxLength: 64, required: true },
    summary: { maxLength: SHORT_TEXT_MAX, required: true },
  },
  /** The background-job queue's table (cms/src/jobs): written by the cms only, never by a form. */
  job: {
    kind: { maxLength: 60, required: true },
    status: { enum: ['queued', 'running', 'done', 'failed'], required: true },
    runAt: requiredOnly,
    lockedBy: { maxLength: 80 },
    dedupeKey: { maxLength: 120 },
  },
  duesEntry: {
    kind: { enum: DUES_ENTRY_KINDS, required: true },
    stripeObjectId: { maxLength: 255, required: true },
    stripeInvoiceId: { maxLength: 255 },
    amountCents: requiredOnly,
    currency: { maxLength: 3, required: true },
    occurredAt: requiredOnly,
    month: { maxLength: 7, required: true },
    chapterName: { maxLength: 120 },
  },
  /** A member's RSVP to one occurrence of an event: written by PUT /event/{id}/rsvp only. */
  rsvp: {
    eventId: requiredOnly,
    userId: requiredOnly,
    occurrenceDate: { maxLength: 10, required: true },
    status: { enum: RSVP_STATUSES, required: true },
    queuedAt: requiredOnly,
  },
  /** The reminder times admins set (api::reminder.reminder-schedule): a list of hours, checked by reminderHoursSchema. */
  reminderSchedule: {
    hours: requiredOnly,
  },
  /** The scorecard settings admins set (api::scorecard.scorecard-setting): one JSON value, checked by scorecardSettingsSchema. */
  scorecardSetting: {
    settings: requiredOnly,
  },
  /** One meeting report emailed to one leader (api::chapter-report.report-send): unique per event, date and leader. */
  reportSend: {
    eventId: requiredOnly,
    occurrenceDate: { maxLength: 10, required: true },
    userId: requiredOnly,
  },
  /** One reminder queued (api::reminder.reminder-send): unique per occurrence, hours, channel and recipient. */
  reminderSend: {
    eventId: requiredOnly,
    occurrenceDate: { maxLength: 10, required: true },
    hours: requiredOnly,
    channel: { enum: ['email', 'sms'], required: true },
    recipient: { maxLength: 80, required: true },
  },
  /** A guest registered for a chapter's meeting: written by POST /chapter/{slug}/visitor and the admins. */
  visitor: {
    ...PERSON,
    company: { maxLength: 160 },
    industry: { maxLength: INDUSTRY_MAX_LENGTH },
    heardFrom: { enum: HEARD_FROM_OPTIONS },
    occurrenceDate: { maxLength: 10, required: true },
    status: { enum: VISITOR_STATUSES, required: true },
    registrationKey: { maxLength: 64, required: true },
  },
  /** One attendance mark per person and meeting occurrence (cms/src/api/attendance): written by the attendance routes only. */
  attendance: {
    eventId: requiredOnly,
    occurrenceDate: { maxLength: 10, required: true },
    chapterId: requiredOnly,
    person: { maxLength: 24, required: true },
    status: { enum: [...ATTENDANCE_STATUSES, ...VISITOR_ATTENDANCE], required: true },
    substituteName: { maxLength: SUBSTITUTE_NAME_MAX },
    substituteEmail: { maxLength: EMAIL_MAX_LENGTH },
    source: { enum: ATTENDANCE_SOURCES, required: true },
    markedMs: requiredOnly,
    markKey: { maxLength: 64, required: true },
  },
  /** One cancelled meeting occurrence (cms/src/api/attendance): written by POST /event/{id}/cancellation only. */
  meetingCancellation: {
    eventId: requiredOnly,
    occurrenceDate: { maxLength: 10, required: true },
    chapterId: requiredOnly,
    reason: { maxLength: CANCELLATION_REASON_MAX, required: true },
  },
  /** One notification in a member's notification centre (cms/src/notifications/inbox.ts writes it, its title cut to 160). */
  inboxItem: {
    userId: requiredOnly,
    kind: { maxLength: 40, required: true },
    title: { maxLength: 160, required: true },
    link: { maxLength: 255, required: true },
  },
  /** A message to many members (cms/src/api/announcement): its words, audience and how its delivery went. */
  announcement: {
    kind: { enum: ANNOUNCEMENT_KINDS, required: true },
    settingKey: { maxLength: 40, required: true },
    subject: { maxLength: ANNOUNCEMENT_LIMITS.subjectChars, required: true },
    body: { maxLength: ANNOUNCEMENT_LIMITS.bodyChars },
    smsText: { maxLength: ANNOUNCEMENT_LIMITS.smsChars },
    link: { maxLength: 255, required: true },
    status: { enum: ANNOUNCEMENT_STATUSES, required: true },
    sendAt: requiredOnly,
    audience: { enum: NEWSLETTER_AUDIENCES },
  },
  /** The GRO newsletter as staff write it in the content admin. */
  newsletter: {
    subject: { maxLength: ANNOUNCEMENT_LIMITS.subjectChars, required: true },
    body: { maxLength: ANNOUNCEMENT_LIMITS.bodyChars, required: true },
  },
  /** One recipient of an announcement, unique per announcement and member. */
  announcementDelivery: {
    announcementId: requiredOnly,
    userId: requiredOnly,
    channels: { maxLength: 20 },
    status: { enum: DELIVERY_STATUSES, required: true },
    claim: { maxLength: 36 },
    error: { maxLength: 255 },
  },
  /** An event to announce, one row per event. */
  eventNotice: {
    eventId: requiredOnly,
    scope: { maxLength: 40, required: true },
    dueAt: requiredOnly,
  },
  /** A member's calendar feed: the secret address's SHA-256 hash (64 hex digits), one per member. */
  calendarFeed: {
    userId: requiredOnly,
    tokenHash: { maxLength: 64, required: true },
  },
  /** A member's authenticator app: its TOTP secret sealed (AES-256-GCM, as text), one per member. */
  authenticator: {
    userId: requiredOnly,
    secretSealed: { maxLength: 255, required: true },
  },
  /** A recovery code: the SHA-256 hash (64 hex digits) of the member's id and the code. */
  recoveryCode: {
    userId: requiredOnly,
    codeHash: { maxLength: 64, required: true },
  },
  /** A member's passkey: its credential id as the browser gives it, its public key (COSE, base64url) and the member's name for it. */
  passkey: {
    userId: requiredOnly,
    credentialId: { maxLength: 1400, required: true },
    publicKey: requiredOnly,
    name: { maxLength: 60, required: true },
  },
  /** A member import: the uploaded file, its mapping and the job's progress; written by the cms only. */
  memberImport: {
    status: { enum: IMPORT_STATUSES, required: true },
    fileName: { maxLength: 255, required: true },
    error: { maxLength: 500 },
  },
  /** An imported member's invitation to set a password: like a reset link, stored only as a hash; 7 days, once. */
  memberInvitation: { userId: requiredOnly, ...TOKEN, ip: CLIENT.ip },
  /** A referral one member passed another: written by the /api/referral routes only. */
  referral: {
    giverId: requiredOnly,
    receiverId: requiredOnly,
    giverChapterId: requiredOnly,
    receiverChapterId: requiredOnly,
    type: { enum: REFERRAL_TYPES, required: true },
    contactName: { maxLength: REFERRAL_LIMITS.contactName },
    contactCompany: { maxLength: REFERRAL_LIMITS.contactCompany },
    contactPhone: { maxLength: REFERRAL_LIMITS.contactPhone },
    contactEmail: { maxLength: REFERRAL_LIMITS.contactEmail },
    need: requiredOnly,
    warmth: requiredOnly,
    expectsCall: requiredOnly,
    status: { enum: REFERRAL_STATUSES, required: true },
    givenMonth: { maxLength: 7, required: true },
    contactedOn: { maxLength: 10 },
    meetingOn: { maxLength: 10 },
    closedOn: { maxLength: 10 },
    idempotencyKey: { maxLength: 100 },
    requestHash: { maxLength: 64 },
    lastTouchedAt: requiredOnly,
  },
  /** One line of a referral's history. */
  referralChange: {
    referralId: requiredOnly,
    action: { enum: ['created', 'status', 'amount', 'deleted'], required: true },
  },
  /** The referral figures' counters per chapter, member and month. */
  referralTally: {
    chapterId: requiredOnly,
    userId: requiredOnly,
    month: { maxLength: 7, required: true },
    given: requiredOnly,
    received: requiredOnly,
    creditedCents: requiredOnly,
    oneToOnes: requiredOnly,
  },
  /** A one-to-one one member proposed another. */
  oneToOne: {
    proposerId: requiredOnly,
    inviteeId: requiredOnly,
    proposerChapterId: requiredOnly,
    inviteeChapterId: requiredOnly,
    date: { maxLength: 10, required: true },
    time: { maxLength: 5, required: true },
    timeZone: { maxLength: 64, required: true },
    place: { maxLength: REFERRAL_LIMITS.place, required: true },
    status: { enum: ONE_TO_ONE_STATUSES, required: true },
    countedMonth: { maxLength: 7 },
    idempotencyKey: { maxLength: 100 },
    requestHash: { maxLength: 64 },
  },
  /** Who leads which chapter: one row per member and chapter. */
  chapterLeader: {
    userId: requiredOnly,
    chapterId: requiredOnly,
  },
  /** A participant's private note on a one-to-one. */
  oneToOneNote: {
    oneToOneId: requiredOnly,
    authorId: requiredOnly,
  },
} as const satisfies Record<string, Record<string, FieldLimit>>;
