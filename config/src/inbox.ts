/**
 * A member's notification centre: what happened to them in GRO (a referral passed to them, a
 * one-to-one proposed or confirmed, a join request decided, a waitlist place freed, a visitor for
 * the chapter they lead), each linking to its screen. It receives everything addressed to the
 * member, whatever their email and SMS settings; it is written by the code that sends the email.
 */

export const INBOX_KINDS = [
  'referralReceived',
  'oneToOneProposed',
  'oneToOneConfirmed',
  'oneToOneCancelled',
  'joinRequestApproved',
  'joinRequestRejected',
  'waitlistPromoted',
  'visitorRegistered',
  'newEvents',
  'chapterNews',
  'newsletter',
  'meetingCancelled',
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** One notification as its member reads it. `link` is a path of the portal ('/portal/referral/12'). */
export interface InboxItem {
  id: number;
  kind: InboxKind;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  readAt: string | null;
}

/** GET /account/inbox: the newest first; `more` when older ones follow (ask with before=<the last id>). */
export interface InboxPage {
  items: InboxItem[];
  unread: number;
  more: boolean;
}

export const INBOX_LIMITS = {
  /** A notification is kept this many days, then removed by the daily clean-up. */
  keepDays: 90,
  /** Notifications per page. */
  pageSize: 20,
  /** Ids marked read in one call. */
  idsPerRead: 100,
  /** A notification's title and body as stored (longer ones end in '…'). */
  titleChars: 160,
  bodyChars: 400,
} as const;

/**
 * GET /account/inbox/stream: server-sent events telling an open page that the account's
 * notifications changed, so the bell updates without a reload (it then reads GET /account/inbox).
 */
export const INBOX_STREAM = {
  /** Sent once the stream is open. */
  readyEvent: 'ready',
  /** Sent whenever a notification arrives or notifications are marked read, on any server. */
  changedEvent: 'inbox',
  /** A comment line this often, so proxies and load balancers keep a quiet stream open. */
  heartbeatSeconds: 25,
  /** A stream ends when its access token expires, and after this long at most; the page opens another. */
  maxMinutes: 30,
  /** Streams one account holds open on one server (tabs); a further one ends the oldest. */
  perAccount: 5,
} as const;

export const INBOX_MESSAGES = {
  beforeInvalid: 'before must be the id of a notification (a positive whole number)',
  readInvalid: `Send { "all": true } or { "ids": [...] } with 1 to ${INBOX_LIMITS.idsPerRead} notification ids`,
  readAll: { title: 'All caught up', message: 'Every notification is marked read.' },
  streamClosing: 'The server is restarting; notifications reconnect in a moment.',
} as const;

/** What each notification says (its title; the detail under it is the event's own words: a need, a date and place). */
export const INBOX_NOTICES = {
  referralReceived: (giver: string) => `${giver} passed you a referral`,
  oneToOneProposed: (proposer: string) => `${proposer} proposed a one-to-one`,
  oneToOneConfirmed: (invitee: string) => `${invitee} confirmed your one-to-one took place`,
  oneToOneCancelled: (who: string) => `${who} cancelled your one-to-one`,
  joinRequestApproved: (company: string) => `You joined ${company}`,
  joinRequestRejected: (company: string) => `Your request to join ${company} was declined`,
  waitlistPromoted: (event: string) => `A seat opened for you at ${event}`,
  visitorRegistered: (guest: string, chapter: string) => `${guest} registered to visit ${chapter}`,
} as const;
