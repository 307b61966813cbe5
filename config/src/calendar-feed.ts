/**
 * A member's calendar feed: their RSVPs as a subscribable iCalendar feed at a secret,
 * revocable address. The API's answer shape, its limits and its messages.
 */

/** GET, POST /account/calendar-feed: whether the member has a feed; its address only in the answer that created it. */
export interface CalendarFeed {
  active: boolean;
  /** When the current address was made (ISO); null without a feed. */
  createdAt: string | null;
  /** https address of the feed: only in POST's answer (the server keeps a hash of it, never the address). */
  url: string | null;
}

export const CALENDAR_FEED_LIMITS = {
  /** Random bytes of a feed token (base64url: 43 characters). */
  tokenBytes: 32,
  /** Feed reads per client IP: calendar apps poll every few minutes to hours; a household or an office shares one IP. */
  readsPerIp: { max: 120, windowMinutes: 10 },
  /** Address changes (create, reset) per member. */
  changesPerMember: { max: 20, windowMinutes: 60 },
  /** Past occurrences stay in the feed this many days (a calendar keeps what it already showed). */
  pastDays: 30,
  /** At most this many entries in one feed. */
  maxEntries: 500,
} as const;

/** The token in a feed address: exactly what the server makes (43 base64url characters). */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const CALENDAR_FEED_MESSAGES = {
  created: { title: 'Calendar feed on', message: 'Copy your feed address now: it is shown only once.' },
  reset: { title: 'Calendar feed reset', message: 'Your old feed address no longer works. Copy the new one now: it is shown only once.' },
  revoked: { title: 'Calendar feed off', message: 'Your feed address no longer works.' },
  notFound: { title: 'Calendar Not Found', message: 'This calendar feed does not exist or was turned off.' },
  /** The feed's name in a calendar app. */
  name: 'My GRO events',
} as const;
