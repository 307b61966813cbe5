/**
 * Every text of spec §5 (validation) and the fixed UI texts of spec §2, §5 and §8.
 * Forms, API answers and tests take their wording from here only.
 */
import { ADDRESS_SEARCH_MIN_CHARS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TIME_STEP_MINUTES } from './constants';

/** Validation (spec §5). */
export const REQUIRED = 'This field is required';
export const requiredLabel = (label: string): string => `${label} is required`;
export const PASSWORD_REQUIRED = 'Password is required';
export const NEW_PASSWORD_REQUIRED = 'New password is required';
export const PASSWORD_MIN = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_MAX = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose a less predictable one.';
export const EMAIL_INVALID = 'Must be a valid email address';
export const PHONE_INVALID = 'Must be a valid phone number';
export const URL_INVALID = 'Must be a valid URL';
export const END_AFTER_START = 'End time must be after start time';
export const mustBeAfter = (label: string, other: string): string => `${label} must be after ${other}`;
export const mustMatch = (label: string): string => `${label} must match`;
export const ADDRESS_REQUIRED = 'Address is required';
export const CHAPTER_OPTIONAL_HINT = 'Chapter is optional for one-time events';

/** Validation texts the spec leaves open (formats, enumerations, bounds). */
export const TIME_INVALID = 'Must be a valid time (HH:MM)';
export const TIME_STEP = `Time must be in ${TIME_STEP_MINUTES}-minute steps`;
export const DATE_INVALID = 'Must be a valid date';
export const ADDRESS_SEARCH_MIN = `Enter at least ${ADDRESS_SEARCH_MIN_CHARS} characters to search`;
export const mustBeOneOf = (label: string, values: readonly string[]): string =>
  `${label} must be one of: ${values.join(', ')}`;
export const mustBeNumber = (label: string): string => `${label} must be a number`;
export const mustBeBetween = (label: string, min: number, max: number): string =>
  `${label} must be between ${min} and ${max}`;
export const maxLength = (label: string, max: number): string => `${label} must be at most ${max} characters`;

/** Forgot and reset password screens (spec §2). */
export const PASSWORD_TEXTS = {
  forgotSuccess:
    'If an account exists for that email, a reset link has been sent. Please check your inbox and spam folder.',
  resetSuccess: 'Your password has been reset successfully. You can now log in with your new password.',
} as const;

/** Confirmation and prompt dialogs (spec §5). */
export const CONFIRM_TEXTS = {
  cancelSubscription: 'Are you sure you want to cancel this subscription?',
  rejectReason: 'Optional reason for rejection:',
} as const;

/** Empty tables and lists (spec §8). */
export const EMPTY_STATES = {
  requests: 'No requests available.',
  invoices: 'No invoices found.',
  subscriptions: 'No subscriptions available.',
  logs: 'No logs available.',
  chapterMembers: 'No chapter members found.',
  members: 'No members found.',
  records: 'No records found.',
} as const;

/** Select component texts (spec §8). */
export const SELECT_TEXTS = {
  noOptions: 'No options',
  loading: 'Loading...',
  placeholder: 'Select...',
} as const;

/** Events page (spec §2, §8). */
export const EVENT_TEXTS = {
  loadFailed: 'Failed to load events.',
  empty: 'No events found.',
  allChapters: 'All Chapters',
  recurringBadge: 'Recurring Event',
  specialBadge: 'Special Event',
} as const;
export const everyDay = (dayOfWeek: string): string => `Every ${dayOfWeek}`;

/** Checkout failures (spec §8); both shown as danger toasts titled DEFAULT_ERROR_TITLE. */
export const CHECKOUT_TEXTS = {
  noUrl: 'Checkout session failed.',
  failed: 'Something went wrong.',
} as const;

/** Subscription confirmation screen (spec §2). */
export const SUBSCRIPTION_CONFIRMATION_TEXTS = {
  loading: 'Confirming your subscription...',
  successTitle: 'Subscription Confirmed!',
  errorTitle: 'Something went wrong',
  errorMessage: "We couldn't confirm your subscription. Please contact support.",
} as const;
/** 'Thank you for subscribing to the {plan} plan.', the plan part only when known. */
export const thankYouForSubscribing = (plan?: string | null): string =>
  plan ? `Thank you for subscribing to the ${plan} plan.` : 'Thank you for subscribing.';

/** Chapter detail error view (spec §2). */
export const CHAPTER_NOT_FOUND = {
  title: 'Chapter Not Found',
  message: 'The chapter you are looking for does not exist or was removed.',
} as const;

/** Table footer (spec §2): 'Showing X to Y of N records'. */
export const showingRecords = (from: number, to: number, total: number): string =>
  `Showing ${from} to ${to} of ${total} records`;
