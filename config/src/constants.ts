/** Business constants of spec §9. Every limit, price and timing the product uses lives here. */

export const COMPANY_NAME = 'GRO';

/**
 * The organisation's time zone when APP_TIMEZONE is unset: chapters without a time zone of their own
 * meet in it. The portal's chapter form offers these US zones (and keeps a stored one not listed).
 */
export const DEFAULT_TIME_ZONE = 'America/Detroit';
export const COMMON_TIME_ZONES = [
  'America/New_York',
  'America/Detroit',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;

/** Subscription plans (spec §1, §9). Amounts in US dollars; invoices carry cents. */
export const PRICES = {
  monthly: { amount: 25, interval: 'month', label: 'Monthly' },
  yearly: { amount: 250, interval: 'year', label: 'Yearly' },
} as const;
export const NONPROFIT_YEARLY_PRICE = 100;
export const CORPORATE_DISCOUNT_MIN_EMPLOYEES = 2;
/** The share of paid dues that goes back to the member's home chapter, unless CHAPTER_DUES_SHARE_PERCENT says otherwise. */
export const CHAPTER_DUES_SHARE_PERCENT_DEFAULT = 20;

/** Accounts and sessions. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const AUTH_RESTORE_TIMEOUT_MS = 5000;
/** Paths for which a 401 never triggers a refresh (spec §9; /authenticate/logout is the spec's name for sign-out). */
export const NO_REFRESH_PATHS = [
  '/authenticate',
  // A 401 here is an expired sign-in challenge, not an expired session.
  '/authenticate/second-factor',
  '/authenticate/refresh',
  '/authenticate/logout',
  '/authenticate/signout',
] as const;

/** Tables and selects. */
export const TABLE_PAGE_SIZE = 10;
export const PAGINATION_WINDOW = 10;
export const SELECT_MENU_MAX_HEIGHT = 300;
export const SELECT_MENU_MIN_HEIGHT = 140;
export const SELECT_PAGE_SIZE = 5;
/** A select's type-ahead: letters typed within this time of each other make one search. */
export const SELECT_TYPEAHEAD_RESET_MS = 350;

/** Address search. */
export const ADDRESS_SEARCH_MIN_CHARS = 3;
export const ADDRESS_SEARCH_CACHE_MS = 5 * 60 * 1000;
export const ADDRESS_SUGGESTIONS_CLOSE_DELAY_MS = 150;

/** Time pickers: 15-minute steps across 24 hours. */
export const TIME_STEP_MINUTES = 15;

/** Maps. */
export const MAP_ZOOM_DEFAULT = 13;
export const MAP_ZOOM_MIN = 1;
export const MAP_ZOOM_MAX = 18;
export const MAP_PREVIEW_WIDTH = 600;
export const MAP_PREVIEW_HEIGHT = 200;
/** The map preview a shared link shows (og:image): 1200 × 630 at retina, the size link previews expect. */
export const MAP_SHARE_WIDTH = 600;
export const MAP_SHARE_HEIGHT = 315;
/** Tiles one preview image may fetch: the default size at retina takes at most 18. */
export const MAP_PREVIEW_MAX_TILES = 24;

/** Timings and counts of the public site. */
export const COPY_CONFIRMATION_MS = 2000;
export const DEFAULT_AVATAR_SIZE = 148;
export const TAGLINE_COUNT = { signIn: 3, signUp: 3, contact: 3 } as const;
export const TESTIMONIAL_COUNT = 5;
export const TESTIMONIAL_ROTATE_MS = 15000;
export const FAQ_COUNT = 28;
export const DASHBOARD_MEMBER_LIMIT = 5;
/** The dashboard shows the chapter's events of the next DASHBOARD_EVENT_DAYS days, at least DASHBOARD_EVENT_MIN of them; the Events page has them all. */
export const DASHBOARD_EVENT_DAYS = 30;
export const DASHBOARD_EVENT_MIN = 3;

/** Toasts. */
export const TOAST_DISPLAY_MS = 5000;
export const TOAST_DEFAULT_TIMEOUT_MS = 2500;
export const TOAST_VISIBLE_COUNT = 2;

/** Chapter and event form defaults (spec §5). */
export const CHAPTER_DEFAULT_TIMES = { timeStart: '09:00', timeEnd: '10:00' } as const;
/** The most seats an event's capacity may hold (an empty capacity: no limit). */
export const EVENT_CAPACITY_MAX = 100_000;
/** How many upcoming occurrences of a recurring meeting a member may RSVP to (GET /event/{id}/rsvp). */
export const RSVP_OCCURRENCE_COUNT = 4;
/** How many of those going "who is going" lists per occurrence (the count says how many there are in all). */
export const RSVP_ATTENDEES_SHOWN = 50;
export const EVENT_DEFAULT_TIMES = { timeStart: '07:00', timeEnd: '08:00' } as const;
