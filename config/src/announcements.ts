import type { ApiMessage } from './api';

/**
 * Announcements: messages GRO sends to many members at once, each under the notification setting
 * that lets a member turn it off. A new-event notice is written by the server when events are
 * added (several within the delay go as one digest); chapter news and the GRO newsletter are
 * written by people. Every one is delivered the same way: a delivery row per recipient, written
 * before anything is sent, then batches of them sent by background jobs (cms/src/api/announcement).
 */
export const ANNOUNCEMENT_KINDS = ['newEvents', 'chapterNews', 'newsletter', 'meetingCancelled'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/**
 * scheduled: waits for its time; preparing: its delivery rows are being written; sending: batches
 * go out; sent: every recipient is sent, skipped or failed.
 */
export const ANNOUNCEMENT_STATUSES = ['scheduled', 'preparing', 'sending', 'sent'] as const;

/**
 * One recipient's delivery. pending: not sent yet; sending: claimed by a batch (its server may
 * have stopped: taken again after ANNOUNCEMENT_LIMITS.leaseMinutes); sent: at least one channel
 * took it; skipped: the member's setting is off on both channels (the notification centre still
 * has it); failed: every channel refused it, ANNOUNCEMENT_LIMITS.attempts times.
 */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const ANNOUNCEMENT_LIMITS = {
  /** Recipients one background job sends. */
  batchSize: 100,
  /** Messages of a batch in flight at once (the pooled SMTP connections). */
  parallelSends: 5,
  /** A batch claimed this long ago and not finished (its server stopped) is sent again. */
  leaseMinutes: 10,
  /** How often the server starts what is due and takes up sends another server left. */
  scanEveryMinutes: 1,
  /** Tries per recipient before it counts as failed. */
  attempts: 3,
  subjectChars: 200,
  smsChars: 160,
  /** Events a new-event digest lists at most; the rest are "and N more". */
  digestEvents: 10,
  /** A digest waits for more events at most this many delays after its first one. */
  digestMaxDelays: 3,
  /** The Markdown body of chapter news (and the newsletter). */
  bodyChars: 20_000,
  /** How far ahead chapter news may be scheduled. */
  scheduleDays: 30,
  /** News items per page of a chapter's archive. */
  archivePage: 20,
  /** Newsletters per page of the admins' list. */
  newslettersPage: 20,
} as const;

/** What a new-event notice says (email subject, notification centre title, SMS). */
export const NEW_EVENT_NOTICE_TEXTS = {
  /** The chapter's name, or this for an event of every chapter. */
  allChapters: 'all GRO chapters',
  subject: (title: string, where: string) => `New event for ${where}: ${title}`,
  digestSubject: (count: number, where: string) => `${count} new events for ${where}`,
  heading: (where: string) => `New for ${where}`,
  intro: (count: number) => (count === 1 ? 'An event was just added:' : `${count} events were just added:`),
  more: (count: number) => `And ${count} more on the events page.`,
  rsvp: 'RSVP',
  allEvents: 'See all events',
  calendarHint: 'Each event\u2019s calendar file is attached: open it to add the event to your calendar.',
} as const;

/** The words of a meeting's cancellation, as the chapter's members, its guests and substitutes receive it. */
export const MEETING_CANCELLED_TEXTS = {
  subject: (title: string, day: string) => `Cancelled: ${title} on ${day}`,
  heading: (title: string) => `${title} is cancelled`,
  /** day: 'Tuesday, December 8'; by: the leader's name. */
  intro: (title: string, day: string, chapter: string, by: string | null) => `${by ? `${by} cancelled` : 'The chapter’s leaders cancelled'} ${chapter}’s ${title} on ${day}.`,
  reason: (reason: string) => `Reason: ${reason}`,
  next: (when: string) => `The next meeting is ${when}.`,
  nothingToDo: 'Nobody is marked absent for it: there is nothing you need to do.',
  calendarHint: 'The calendar file attached marks it cancelled in your calendar.',
  guestIntro: (title: string, day: string, chapter: string) => `${chapter}’s ${title} on ${day}, which you were expected at, is cancelled.`,
  guestNext: 'You are welcome at another meeting: the chapter’s page has its next dates.',
  /** The members' button: the meeting's page, its dates with this one struck through. */
  action: 'See the meeting’s dates',
  /** The guests' button: the chapter's page, where they can register for another meeting. */
  guestAction: 'See the chapter’s meetings',
  sms: (title: string, day: string, reason: string) => `GRO: ${title} on ${day} is cancelled (${reason}).`,
} as const;

/** The words of chapter news: its screens, its messages and what members receive. */
export const CHAPTER_NEWS_TEXTS = {
  heading: (chapter: string) => `${chapter} news`,
  /** The email's button when the news names an event, and otherwise. */
  eventAction: 'See the event and RSVP',
  readAction: 'Read it in the portal',
  sms: (chapter: string, subject: string) => `GRO ${chapter} news: ${subject}`,
  testSubject: (subject: string) => `[Test] ${subject}`,
} as const;

export const CHAPTER_NEWS_MESSAGES = {
  sent: (count: number): ApiMessage => ({ title: 'News on its way', message: `Sending to ${count} ${count === 1 ? 'member' : 'members'}.` }),
  scheduled: { title: 'News scheduled', message: 'It goes out at the time you set. You can cancel it until then.' } satisfies ApiMessage,
  testSent: (email: string): ApiMessage => ({ title: 'Test sent', message: `A test was sent to ${email}.` }),
  cancelled: { title: 'News cancelled', message: 'The scheduled news was cancelled.' } satisfies ApiMessage,
  notFound: 'This news item does not exist.',
  notYourChapter: 'This news is for the chapter\u2019s members.',
  notCancellable: 'This news has started going out and can no longer be cancelled.',
  eventNotInChapter: 'Pick one of this chapter\u2019s events (or one for all chapters).',
  sendAtInvalid: 'Pick a date and time for sending.',
  sendAtPast: 'Pick a time in the future.',
  sendAtTooFar: `Pick a time within ${ANNOUNCEMENT_LIMITS.scheduleDays} days.`,
  pageInvalid: 'page must be a whole number from 1.',
} as const;

export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/**
 * Who a newsletter goes to, always under each member's "GRO newsletter" setting: every member, the
 * members of one chapter, or the members with a live subscription (active or trialing).
 */
export const NEWSLETTER_AUDIENCES = ['everyone', 'chapter', 'subscribers'] as const;
export type NewsletterAudience = (typeof NEWSLETTER_AUDIENCES)[number];

/** What the GRO newsletter says to members (email button, SMS, test subject). */
export const NEWSLETTER_TEXTS = {
  readAction: 'Read it in the portal',
  sms: (subject: string) => `GRO newsletter: ${subject}`,
  testSubject: (subject: string) => `[Test] ${subject}`,
  audience: { everyone: 'Everyone', chapter: 'One chapter', subscribers: 'Members with a live subscription' } satisfies Record<NewsletterAudience, string>,
} as const;

export const NEWSLETTER_MESSAGES = {
  sent: (count: number): ApiMessage => ({ title: 'Newsletter on its way', message: `Sending to ${count} ${count === 1 ? 'member' : 'members'}.` }),
  scheduled: { title: 'Newsletter scheduled', message: 'It goes out at the time you set. You can cancel it until then.' } satisfies ApiMessage,
  testSent: (email: string): ApiMessage => ({ title: 'Test sent', message: `A test was sent to ${email}.` }),
  cancelled: { title: 'Send cancelled', message: 'The scheduled newsletter was cancelled.' } satisfies ApiMessage,
  notFound: 'This newsletter does not exist.',
  issueNotFound: 'This newsletter was not sent to you.',
  notCancellable: 'This newsletter has started going out and can no longer be cancelled.',
  chapterRequired: 'Pick the chapter to send to.',
  chapterNotFound: 'Pick one of GRO\u2019s active chapters.',
  empty: 'This newsletter has no subject or no body yet: finish it in the content admin first.',
  pageInvalid: 'page must be a whole number from 1.',
} as const;

/** One send of a newsletter: to whom, when, and how it went. */
export interface NewsletterSend {
  id: number;
  audience: NewsletterAudience;
  chapter: { id: number; name: string } | null;
  status: AnnouncementStatus;
  /** ISO: when it went (or goes) out. */
  sendAt: string;
  counts: { recipients: number; sent: number; skipped: number; failed: number };
}

/** GET /newsletters: a newsletter staff wrote in the content admin, with its sends (newest first). */
export interface NewsletterSummary {
  id: number;
  subject: string;
  excerpt: string;
  /** ISO: when staff last saved it. */
  updatedAt: string;
  sends: NewsletterSend[];
}

export interface NewsletterPage {
  items: NewsletterSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** GET /newsletter-issues/{id}: a newsletter as its recipients read it in the portal. */
export interface NewsletterIssue {
  id: number;
  subject: string;
  /** Scheduled only for admins: members read what went out. */
  status: AnnouncementStatus;
  /** ISO: when it went (or goes) out. */
  sendAt: string;
  body: string;
  html: string;
}

/** A chapter news item in its chapter's archive (GET /chapter/{id}/news). */
export interface NewsSummary {
  id: number;
  subject: string;
  /** The start of the body as plain text. */
  excerpt: string;
  status: AnnouncementStatus;
  /** ISO: when it went (or goes) out. */
  sendAt: string;
  author: string | null;
  event: { id: number; title: string } | null;
  /** How its delivery went: for the chapter's leaders and admins only (null for its members). */
  counts: { recipients: number; sent: number; skipped: number; failed: number } | null;
}

/** GET /chapter/{id}/news?page: newest first, ANNOUNCEMENT_LIMITS.archivePage a page. */
export interface NewsPage {
  items: NewsSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** GET /news/{id}: one item, its Markdown body and that body as safe HTML. */
export interface NewsItem extends NewsSummary {
  chapter: { id: number; name: string };
  body: string;
  html: string;
}

/** POST /chapter/{id}/news/preview: what members get, and how many of the chapter's members get it. */
export interface NewsPreview {
  subject: string;
  /** The whole email, as an HTML document. */
  html: string;
  text: string;
  sms: string;
  /** The chapter's members who can be reached. */
  members: number;
  /** Those of them whose "Chapter news" setting is on (email or SMS). */
  recipients: number;
}
