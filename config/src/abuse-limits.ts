/**
 * Limits on what one account or one address can make GRO do: messages it makes GRO send, member
 * data it reads, sign-in attempts against one account from any address, visitor registrations. Each has a default here
 * and an environment variable that overrides it on the server (documented in .env.example):
 * a count limit as "max/minutes" ("5/60"), a duration as a whole number of its unit. The server
 * reads and checks them once at start (an unreadable value stops the start with its name).
 */
import { MEETING_TIMES } from './attendance';

/** `max` counted attempts per `windowMinutes` (the window starts at the first one). */
export type Limit = { max: number; windowMinutes: number };

export interface ConfiguredLimit extends Limit {
  /** The server's environment variable that overrides it, as "max/minutes". */
  env: string;
}
export interface ConfiguredDuration {
  /** The default, in `unit`s. */
  value: number;
  unit: 'seconds' | 'minutes' | 'hours';
  /** The server's environment variable that overrides it, a whole number of `unit`s. */
  env: string;
}

/** What one signed-in account may make GRO send to other people (the 429 names when to try again). */
export const SEND_LIMITS = {
  joinRequestsPerHour: { max: 5, windowMinutes: 60, env: 'LIMIT_JOIN_REQUESTS_PER_HOUR' },
  joinRequestsPerDay: { max: 10, windowMinutes: 24 * 60, env: 'LIMIT_JOIN_REQUESTS_PER_DAY' },
  oneToOnesPerHour: { max: 10, windowMinutes: 60, env: 'LIMIT_ONE_TO_ONES_PER_HOUR' },
  oneToOnesPerDay: { max: 30, windowMinutes: 24 * 60, env: 'LIMIT_ONE_TO_ONES_PER_DAY' },
  referralsPerHour: { max: 10, windowMinutes: 60, env: 'LIMIT_REFERRALS_PER_HOUR' },
  referralsPerDay: { max: 30, windowMinutes: 24 * 60, env: 'LIMIT_REFERRALS_PER_DAY' },
  visitorInvitationsPerHour: { max: 20, windowMinutes: 60, env: 'LIMIT_VISITOR_INVITATIONS_PER_HOUR' },
  visitorInvitationsPerDay: { max: 60, windowMinutes: 24 * 60, env: 'LIMIT_VISITOR_INVITATIONS_PER_DAY' },
  /** Emails to the substitute a member sends to a meeting in their place (the meeting's details and calendar file). */
  substituteInvitationsPerHour: { max: 3, windowMinutes: 60, env: 'LIMIT_SUBSTITUTE_INVITATIONS_PER_HOUR' },
  substituteInvitationsPerDay: { max: 6, windowMinutes: 24 * 60, env: 'LIMIT_SUBSTITUTE_INVITATIONS_PER_DAY' },
  /** A leader's cancellations of meetings: each tells every member of the chapter, and the guests and substitutes expected. */
  meetingCancellationsPerHour: { max: 5, windowMinutes: 60, env: 'LIMIT_MEETING_CANCELLATIONS_PER_HOUR' },
  meetingCancellationsPerDay: { max: 10, windowMinutes: 24 * 60, env: 'LIMIT_MEETING_CANCELLATIONS_PER_DAY' },
  /** Messages one member sends other members through their Contact button (their address stays hidden). */
  contactMessagesPerHour: { max: 10, windowMinutes: 60, env: 'LIMIT_CONTACT_MESSAGES_PER_HOUR' },
  contactMessagesPerDay: { max: 30, windowMinutes: 24 * 60, env: 'LIMIT_CONTACT_MESSAGES_PER_DAY' },
  /** Of those, the messages one member sends one other member per day: a recipient is not flooded by one sender. */
  contactMessagesPerRecipient: { max: 3, windowMinutes: 24 * 60, env: 'LIMIT_CONTACT_MESSAGES_PER_RECIPIENT' },
  /** Links confirming a new account's email address that it may ask to be sent again. */
  verificationLinksPerHour: { max: 3, windowMinutes: 60, env: 'LIMIT_VERIFICATION_LINKS_PER_HOUR' },
  verificationLinksPerDay: { max: 10, windowMinutes: 24 * 60, env: 'LIMIT_VERIFICATION_LINKS_PER_DAY' },
  /** Chapter news one account sends (or schedules), and one chapter's leaders together per week (admins are not counted per chapter). */
  chapterNewsPerHour: { max: 3, windowMinutes: 60, env: 'LIMIT_CHAPTER_NEWS_PER_HOUR' },
  chapterNewsPerDay: { max: 5, windowMinutes: 24 * 60, env: 'LIMIT_CHAPTER_NEWS_PER_DAY' },
  chapterNewsPerChapterPerWeek: { max: 3, windowMinutes: 7 * 24 * 60, env: 'LIMIT_CHAPTER_NEWS_PER_CHAPTER_PER_WEEK' },
  /** Test sends of news to the writer's own address. */
  newsTestsPerHour: { max: 10, windowMinutes: 60, env: 'LIMIT_NEWS_TESTS_PER_HOUR' },
  newsTestsPerDay: { max: 30, windowMinutes: 24 * 60, env: 'LIMIT_NEWS_TESTS_PER_DAY' },
  /** Sends (or schedules) of the GRO newsletter by one admin: each reaches every member it is for. */
  newsletterSendsPerHour: { max: 3, windowMinutes: 60, env: 'LIMIT_NEWSLETTER_SENDS_PER_HOUR' },
  newsletterSendsPerDay: { max: 6, windowMinutes: 24 * 60, env: 'LIMIT_NEWSLETTER_SENDS_PER_DAY' },
  /**
   * Notices of one kind from one sender to one recipient that are mailed; further ones in the
   * window are stored (the recipient still sees them in their lists) but not mailed.
   */
  noticesPerRecipientPerSender: { max: 1, windowMinutes: 60, env: 'LIMIT_NOTICES_PER_RECIPIENT_PER_SENDER' },
} as const satisfies Record<string, ConfiguredLimit>;

/** What one signed-in account may read of other members (the 429 names when it can continue). Admins are exempt. */
export const READ_LIMITS = {
  /**
   * Calls of the member-data routes (the directory with its A-Z bar, industries and map, the users
   * list, a member's page), one read each. The first read refused in a window writes one entry in
   * the activity log.
   */
  memberDataReadsPerHour: { max: 600, windowMinutes: 60, env: 'LIMIT_MEMBER_DATA_READS_PER_HOUR' },
} as const satisfies Record<string, ConfiguredLimit>;

/** Live streams one account, and one address, may open (each open portal page holds one; it is opened again as its token is renewed). */
export const STREAM_LIMITS = {
  inboxStreamsPerHour: { max: 120, windowMinutes: 60, env: 'LIMIT_INBOX_STREAMS_PER_HOUR' },
  inboxStreamsPerAddressPerHour: { max: 600, windowMinutes: 60, env: 'LIMIT_INBOX_STREAMS_PER_ADDRESS_PER_HOUR' },
} as const satisfies Record<string, ConfiguredLimit>;

/** Sign-in and visitor registration limits that hold whatever address the requests come from. */
export const ACCOUNT_LIMITS = {
  /**
   * Wrong passwords for one account from any number of addresses. Past it a password alone no
   * longer signs in (the same 429 for known and unknown emails) and the owner is emailed a
   * one-time sign-in link, at most once per window.
   */
  signInFailuresPerAccount: { max: 10, windowMinutes: 15, env: 'LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT' },
  /** Visitor registrations one chapter takes per hour, from every address together. */
  visitorRegistrationsPerChapter: { max: 30, windowMinutes: 60, env: 'LIMIT_VISITOR_REGISTRATIONS_PER_CHAPTER' },
  /**
   * Guest check-ins by email one address makes per hour: everyone at a venue may share its one
   * address, so more than a public form's; every try counts, found or not.
   */
  visitorCheckInsPerAddress: { max: 30, windowMinutes: 60, env: 'LIMIT_VISITOR_CHECK_INS_PER_ADDRESS' },
  /** Visitor confirmations mailed to one email address, across all chapters (later registrations are taken without one). */
  visitorConfirmationsPerEmail: { max: 1, windowMinutes: 24 * 60, env: 'LIMIT_VISITOR_CONFIRMATIONS_PER_EMAIL' },
} as const satisfies Record<string, ConfiguredLimit>;

export const ABUSE_DELAYS = {
  /** A join request's notice to the company leaves after this delay, and not at all if the request was withdrawn meanwhile. */
  joinRequestNotice: { value: 120, unit: 'seconds', env: 'JOIN_REQUEST_NOTICE_DELAY_SECONDS' },
  /** After a withdrawn join request, the same company cannot be asked again for this long. */
  joinRequestAfterWithdraw: { value: 24, unit: 'hours', env: 'JOIN_REQUEST_AFTER_WITHDRAW_HOURS' },
  /**
   * A new event is announced this long after it is added, so a quick correction (or its deletion)
   * is not announced twice; events added meanwhile for the same chapter go in the same notice.
   */
  newEventNotice: { value: 600, unit: 'seconds', env: 'NEW_EVENT_NOTICE_DELAY_SECONDS' },
  /** The one-time sign-in link mailed to an account's owner after too many wrong passwords. */
  signInLink: { value: 15, unit: 'minutes', env: 'SIGN_IN_LINK_MINUTES' },
} as const satisfies Record<string, ConfiguredDuration>;

/** Every configured limit and delay, by its environment variable (the server checks them all at start; .env.example lists them). */
export const CONFIGURED_SETTINGS: readonly (ConfiguredLimit | ConfiguredDuration)[] = [
  ...Object.values(SEND_LIMITS),
  ...Object.values(READ_LIMITS),
  ...Object.values(STREAM_LIMITS),
  ...Object.values(ACCOUNT_LIMITS),
  ...Object.values(ABUSE_DELAYS),
  ...Object.values(MEETING_TIMES),
];

const LIMIT_TEXT = /^\s*(\d{1,9})\s*\/\s*(\d{1,9})\s*$/;
const WHOLE = /^\s*(\d{1,9})\s*$/;

/**
 * The limit in force: the environment's "max/minutes" when set, else the default. A value that is
 * not two whole numbers (a window of at least one minute) throws with the variable's name.
 */
export function limitFrom(limit: ConfiguredLimit, env: Record<string, string | undefined>): Limit {
  const raw = env[limit.env];
  if (raw === undefined || raw.trim() === '') return { max: limit.max, windowMinutes: limit.windowMinutes };
  const m = LIMIT_TEXT.exec(raw);
  if (!m || Number(m[2]) < 1) throw new Error(`${limit.env} must be "max/minutes" (two whole numbers, e.g. "${limit.max}/${limit.windowMinutes}"), not ${JSON.stringify(raw)}`);
  return { max: Number(m[1]), windowMinutes: Number(m[2]) };
}

const MS_PER_UNIT = { seconds: 1000, minutes: 60_000, hours: 3_600_000 } as const;

/** The duration in force, in milliseconds: the environment's whole number of `unit`s when set, else the default. */
export function durationMsFrom(duration: ConfiguredDuration, env: Record<string, string | undefined>): number {
  const raw = env[duration.env];
  if (raw === undefined || raw.trim() === '') return duration.value * MS_PER_UNIT[duration.unit];
  const m = WHOLE.exec(raw);
  if (!m) throw new Error(`${duration.env} must be a whole number of ${duration.unit} (e.g. "${duration.value}"), not ${JSON.stringify(raw)}`);
  return Number(m[1]) * MS_PER_UNIT[duration.unit];
}
