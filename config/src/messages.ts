/**
 * The validation texts of spec §5, which the forms show and the API answers with, and the other
 * texts both tiers share. Screen-only copy is in screens/.
 */
import { ADDRESS_SEARCH_MIN_CHARS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TIME_STEP_MINUTES } from './constants';

/** Validation (spec §5). */
export const requiredLabel = (label: string): string => `${label} is required`;
export const PASSWORD_REQUIRED = 'Password is required';
export const NEW_PASSWORD_REQUIRED = 'New password is required';
export const PASSWORD_MIN = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_MAX = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose a less predictable one.';
export const EMAIL_INVALID = 'Must be a valid email address';
export const PHONE_INVALID = 'Must be a valid phone number';
export const URL_INVALID = 'Must be a valid URL';
export const LINKEDIN_INVALID = 'Must be a LinkedIn address, such as https://www.linkedin.com/in/your-name';
export const END_AFTER_START = 'End time must be after start time';
export const mustMatch = (label: string): string => `${label} must match`;
export const ADDRESS_REQUIRED = 'Address is required';

/** Validation texts the spec leaves open (formats, enumerations, bounds). */
export const TIME_INVALID = 'Must be a valid time (HH:MM)';
export const TIME_STEP = `Time must be in ${TIME_STEP_MINUTES}-minute steps`;
export const DATE_INVALID = 'Must be a valid date';
export const ADDRESS_SEARCH_MIN = `Enter at least ${ADDRESS_SEARCH_MIN_CHARS} characters to search`;
export const mustBeOneOf = (label: string, values: readonly string[]): string =>
  `${label} must be one of: ${values.join(', ')}`;
export const mustBeNumber = (label: string): string => `${label} must be a number`;
/** A list or an object where a text field was expected. */
export const mustBeText = (label: string): string => `${label} must be text`;
/** A line break (CR, LF, NEL, U+2028, U+2029) in a field of one line: a name, a title, a place. */
export const mustBeOneLine = (label: string): string => `${label} must be on one line`;
/** NUL, a tab or another control character where only text belongs. */
export const noControlCharacters = (label: string): string => `${label} cannot contain control characters`;
export const mustBeTrueOrFalse = (label: string): string => `${label} must be true or false`;
export const mustBeBetween = (label: string, min: number, max: number): string =>
  `${label} must be between ${min} and ${max}`;
export const TIME_ZONE_INVALID = 'Time zone must be a time zone name such as America/Detroit';
export const mustBeWholeBetween = (label: string, min: number, max: number): string =>
  `${label} must be a whole number between ${min} and ${max}`;
export const SLUG_INVALID = 'Slug may only contain lowercase letters, digits and single hyphens between them';
/** A relation sent as { connect: [{ id }] } (or null) that is not one. */
export const mustBeReference = (label: string): string => `${label} must be { connect: [{ id }] } or null`;
export const maxLength = (label: string, max: number): string => `${label} must be at most ${max} characters`;

/** Forgot and reset password success texts (spec §2): the API answers with them and the screens show them. */
export const PASSWORD_TEXTS = {
  forgotSuccess:
    'If an account exists for that email, a reset link has been sent. Please check your inbox and spam folder.',
  resetSuccess: 'Your password has been reset successfully. You can now log in with your new password.',
} as const;

/** Chapter detail error view (spec §2): the API's 404 for an unknown chapter and the screen's fallback. */
export const CHAPTER_NOT_FOUND = {
  title: 'Chapter Not Found',
  message: 'The chapter you are looking for does not exist or was removed.',
} as const;

/** GET /api/event/{id} for an unknown id, and the event page's not-found view. */
export const EVENT_NOT_FOUND = {
  title: 'Event Not Found',
  message: 'The event you are looking for does not exist or was removed.',
} as const;

/** Calendar files (.ics) and the links that download them. */
export const CALENDAR_TEXTS = {
  addToCalendar: 'Add to calendar',
  /** A link's accessible name: 'Add Weekly meeting to calendar'. */
  addLabel: (title: string): string => `Add ${title} to calendar`,
  /** The chapter's own weekly meeting (its Meeting Info) in its feed. */
  chapterMeeting: (chapter: string): string => `${chapter} meeting`,
  /** A chapter feed's name in a calendar app. */
  chapterFeed: (chapter: string): string => `${chapter} events`,
  /** The chapter page's link to its feed. */
  subscribe: 'Add meetings to calendar',
} as const;
