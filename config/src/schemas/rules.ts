/** Field rules shared by the form schemas: one definition of email, phone, URL, password, time and id. */
import { boolean, mixed, number, string } from 'yup';
import { DAYS } from '../enums';
import { EVENT_CAPACITY_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { EMAIL_MAX_LENGTH, MAX_DB_ID } from '../limits';
import {
  DATE_INVALID,
  EMAIL_INVALID,
  END_AFTER_START,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_COMMON,
  PHONE_INVALID,
  SLUG_INVALID,
  TIME_INVALID,
  TIME_STEP,
  TIME_ZONE_INVALID,
  URL_INVALID,
  LINKEDIN_INVALID,
  maxLength,
  mustBeBetween,
  mustBeNumber,
  mustBeOneLine,
  mustBeOneOf,
  mustBeReference,
  mustBeText,
  mustBeTrueOrFalse,
  mustBeWholeBetween,
  noControlCharacters,
  requiredLabel,
} from '../messages';
import { isCommonPassword } from './common-passwords';
import { FIELD_LABELS } from './labels';
import { isOnTimeStep, isTimeValue, timeToMinutes, toTimeValue } from './time';


const EMAIL_PATTERN = /^[^\s@"(),:;<>[\\\]]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
/** US style: optional +1 / 1, area code with or without parentheses, separators space, dot or dash. */
const PHONE_PATTERN = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value.trim());
}

/** http(s) URL whose host has a dot (example.com, 10.0.0.1) or is localhost. */
export function isValidUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  if (host === 'localhost') return true;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((label) => HOST_LABEL.test(label));
}

/**
 * A text field: a list or an object fails with '{label} must be text' (the type test runs before
 * any rule reads the value as a string). Untrimmed, as passwords are.
 */
export const textValue = (label: string) => string().typeError(mustBeText(label));

/** Line breaks: CR, LF, NEL, and the Unicode line and paragraph separators. */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/u;
/** Control characters: C0 (NUL to US, tab included), DEL and C1. */
const CONTROL = /\p{Cc}/u;
/** The control characters text of several lines may not hold: all but tab, LF and CR. */
const CONTROL_IN_LINES = /(?![\t\n\r])\p{Cc}/u;
/** A run of line breaks or control characters, with the spaces around it. */
const BREAK_RUN = /\s*[\p{Cc}\u2028\u2029][\s\p{Cc}\u2028\u2029]*/gu;

/** True when `value` holds no line break and no control character (tab included): one line of text. */
export function isOneLine(value: string): boolean {
  return !CONTROL.test(value) && !LINE_BREAK.test(value);
}

/**
 * `value` made one line: each run of line breaks and control characters (and the spaces around
 * it) becomes one space, and the ends are trimmed. For what must stay on one line whatever was
 * stored: an email subject, a calendar's name, the values stored before the rules refused them.
 */
export function toOneLine(value: string): string {
  return value.replace(BREAK_RUN, ' ').trim();
}

/** The value as it was sent (before a transform trimmed or normalised it), when it is text. */
function sentText(context: { originalValue?: unknown }, value: unknown): string | null {
  const sent = context.originalValue ?? value;
  return typeof sent === 'string' ? sent : null;
}

/**
 * A text field of one line, trimmed: a name, a title, a place, a phone number. A line break
 * anywhere in what was sent is '{label} must be on one line', another control character (NUL, tab)
 * '{label} cannot contain control characters'. yup's own trim() would call .trim() on a list or an
 * object.
 */
export const trimmedText = (label: string) =>
  textValue(label)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .test('one-line', mustBeOneLine(label), function (value) {
      const sent = sentText(this, value);
      return sent === null || !LINE_BREAK.test(sent);
    })
    .test('no-control', noControlCharacters(label), function (value) {
      const sent = sentText(this, value);
      return sent === null || !CONTROL.test(sent);
    });

/**
 * A text field of several lines (a description, a message, a note), trimmed: line breaks and tabs
 * pass, any other control character (NUL, escape, backspace) is '{label} cannot contain control characters'.
 */
const multiLineText = (label: string) =>
  textValue(label)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .test('no-control', noControlCharacters(label), (value) => typeof value !== 'string' || !CONTROL_IN_LINES.test(value));

/** A true/false field; anything else is '{label} must be true or false'. */
export const flagRule = (label: string) => boolean().typeError(mustBeTrueOrFalse(label));

/** Characters that render as nothing: zero-width spaces and joiners, bidi controls, soft hyphens, BOMs, fillers. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * A name as it is stored and compared, so names that only look alike are one: NFKC (fullwidth
 * and compatibility forms folded), invisible characters removed, whitespace runs collapsed.
 */
export function normaliseName(value: string): string {
  return value.normalize('NFKC').replace(INVISIBLE, '').replace(/[\s\p{Cc}]+/gu, ' ').trim();
}


/** '' becomes null, so empty selects and inputs read as "not chosen". */
const emptyToNull = (value: unknown, original: unknown) => (original === '' ? null : value);

/** Optional text of one line (trimmedText): trimmed, empty passes; `max` is the column's maxLength (FIELD_LIMITS). */
export const optionalText = (label: string, max: number) =>
  trimmedText(label).max(max, maxLength(label, max)).nullable().optional();

/** Required text of one line (trimmedText): trimmed, '{label} is required'; `max` is the column's maxLength (FIELD_LIMITS). */
export const requiredText = (label: string, max: number, message = requiredLabel(label)) =>
  trimmedText(label).required(message).max(max, maxLength(label, max));

/** Optional text of several lines (multiLineText): trimmed, empty passes; `max` is the column's maxLength. */
export const optionalMultiLineText = (label: string, max: number) =>
  multiLineText(label).max(max, maxLength(label, max)).nullable().optional();

/** Required text of several lines (multiLineText): trimmed, '{label} is required'; `max` is the column's maxLength. */
export const requiredMultiLineText = (label: string, max: number, message = requiredLabel(label)) =>
  multiLineText(label).required(message).max(max, maxLength(label, max));

/** Required name text, normalised (normaliseName) before its length and presence are checked. */
export const requiredName = (label: string, max: number) =>
  requiredText(label, max).transform((value: unknown) => (typeof value === 'string' ? normaliseName(value) : value));

/* Format rules check the format first, so a long malformed value reads 'Must be a valid …'. */

export const optionalEmail = (label: string) =>
  trimmedText(label)
    .nullable()
    .optional()
    .test('email', EMAIL_INVALID, (value) => isBlank(value) || isValidEmail(value as string))
    .max(EMAIL_MAX_LENGTH, maxLength(label, EMAIL_MAX_LENGTH));

export const requiredEmail = (label: string) =>
  trimmedText(label)
    .required(requiredLabel(label))
    .test('email', EMAIL_INVALID, (value) => isBlank(value) || isValidEmail(value))
    .max(EMAIL_MAX_LENGTH, maxLength(label, EMAIL_MAX_LENGTH));

export const optionalPhone = (label: string, max: number) =>
  trimmedText(label)
    .nullable()
    .optional()
    .test('phone', PHONE_INVALID, (value) => isBlank(value) || isValidPhone(value as string))
    .max(max, maxLength(label, max));

export const requiredPhone = (label: string, max: number) =>
  trimmedText(label)
    .required(requiredLabel(label))
    .test('phone', PHONE_INVALID, (value) => isBlank(value) || isValidPhone(value))
    .max(max, maxLength(label, max));

export const optionalUrl = (label: string, max: number) =>
  trimmedText(label)
    .nullable()
    .optional()
    .test('url', URL_INVALID, (value) => isBlank(value) || isValidUrl(value as string))
    .max(max, maxLength(label, max));

/** An address on LinkedIn (linkedin.com or one of its subdomains), over https or http. */
function isLinkedInUrl(value: string): boolean {
  if (!isValidUrl(value)) return false;
  const host = new URL(value).hostname.toLowerCase();
  return host === 'linkedin.com' || host.endsWith('.linkedin.com');
}

/** An optional LinkedIn profile or page address: a valid URL first, then on linkedin.com. */
export const optionalLinkedInUrl = (label: string, max: number) =>
  optionalUrl(label, max).test('linkedin', LINKEDIN_INVALID, (value) => isBlank(value) || !isValidUrl(value as string) || isLinkedInUrl(value as string));

/**
 * The simple password rule (spec §5): required, at least PASSWORD_MIN_LENGTH, at most
 * PASSWORD_MAX_LENGTH, not a common password. Passwords are never trimmed.
 */
export const passwordRule = (requiredMessage: string = PASSWORD_REQUIRED) =>
  textValue(FIELD_LABELS.password)
    .required(requiredMessage)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_MIN)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_MAX)
    .test('common', PASSWORD_TOO_COMMON, (value) => !isCommonPassword(value));

/** A password that may be left blank (then omitted) but follows the rule when given. */
export const optionalPasswordRule = () =>
  textValue(FIELD_LABELS.password)
    .nullable()
    .optional()
    .test('password', function (value) {
      if (isBlank(value)) return true;
      try {
        passwordRule().validateSync(value);
        return true;
      } catch (error) {
        return this.createError({ message: (error as { message: string }).message });
      }
    });

/** Time of day 'HH:MM' (24 h, 15-minute steps); 'HH:MM:SS(.sss)' from the API is cut to 'HH:MM'. */
export const timeRule = (label: string, required = false) => {
  const base = trimmedText(label)
    .transform((value: unknown) => (typeof value === 'string' ? toTimeValue(value) : value))
    .test('time', TIME_INVALID, (value) => isBlank(value) || isTimeValue(value as string))
    .test('time-step', TIME_STEP, (value) => isBlank(value) || !isTimeValue(value as string) || isOnTimeStep(value as string));
  return required ? base.required(requiredLabel(label)) : base.nullable().optional();
};

/** Calendar date 'YYYY-MM-DD'; a Date object (date picker) is turned into its local calendar day. */
export const dateRule = () =>
  string()
    .typeError(DATE_INVALID)
    .transform((value: unknown, original: unknown) => {
      if (original instanceof Date) {
        if (Number.isNaN(original.getTime())) return 'invalid';
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${original.getFullYear()}-${pad(original.getMonth() + 1)}-${pad(original.getDate())}`;
      }
      if (original === '') return null;
      return typeof value === 'string' ? value.trim().slice(0, 10) : value;
    })
    .nullable()
    .optional()
    .test('date', DATE_INVALID, (value) => isBlank(value) || isCalendarDate(value as string));

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One of a fixed list; '' reads as not chosen, so a required choice says '{label} is required'. */
export const enumRule = <T extends string>(label: string, values: readonly T[]) =>
  string()
    .typeError(mustBeOneOf(label, values))
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .nullable()
    .optional()
    .oneOf([...values, null, undefined], mustBeOneOf(label, values));

export const requiredEnum = <T extends string>(label: string, values: readonly T[]) =>
  enumRule(label, values).required(requiredLabel(label));

/**
 * The IANA time zone `name` stands for, as this runtime (the browser's or Node's Intl) spells it
 * ('america/detroit' is 'America/Detroit'); null when it knows no such zone.
 */
function canonicalTimeZone(name: string): string | null {
  if (name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** An IANA time zone name ('America/Los_Angeles'), stored as Intl spells it; '' reads as none (the organisation's). */
export const timeZoneRule = (label: string, max: number) =>
  trimmedText(label)
    .max(max, maxLength(label, max))
    .transform((value: unknown) => (value === '' ? null : typeof value === 'string' ? (canonicalTimeZone(value) ?? value) : value))
    .nullable()
    .optional()
    .test('time-zone', TIME_ZONE_INVALID, (value) => value == null || canonicalTimeZone(value) === value);

/** Day of week, one of DAYS; '' reads as not chosen. */
export const dayOfWeekRule = (label: string) =>
  string()
    .typeError(mustBeOneOf(label, DAYS))
    .transform(emptyToNull)
    .nullable()
    .optional()
    .oneOf([...DAYS, null, undefined], mustBeOneOf(label, DAYS));

/** A reference to a record by numeric id ('' and null read as not chosen; '12' reads as 12). */
export const idRule = (label: string) =>
  number()
    .transform(emptyToNull)
    .typeError(requiredLabel(label))
    .integer(requiredLabel(label))
    .positive(requiredLabel(label))
    .max(MAX_DB_ID, requiredLabel(label))
    .nullable()
    .optional();

export const requiredId = (label: string) => idRule(label).required(requiredLabel(label));

export const coordinateRule = (label: string, limit: 90 | 180) =>
  number()
    .transform(emptyToNull)
    .typeError(mustBeNumber(label))
    .min(-limit, mustBeBetween(label, -limit, limit))
    .max(limit, mustBeBetween(label, -limit, limit))
    .nullable()
    .optional();

/** An event's seats: a whole number from 1 to EVENT_CAPACITY_MAX, or empty for no limit. */
export const capacityRule = (label: string) =>
  number()
    .transform(emptyToNull)
    // yup would read [3] as 3: only a number, or a number's text, is one.
    .transform((value: unknown, original: unknown) => (original === null || original === undefined || typeof original === 'number' || typeof original === 'string' ? value : NaN))
    .typeError(mustBeWholeBetween(label, 1, EVENT_CAPACITY_MAX))
    .integer(mustBeWholeBetween(label, 1, EVENT_CAPACITY_MAX))
    .min(1, mustBeWholeBetween(label, 1, EVENT_CAPACITY_MAX))
    .max(EVENT_CAPACITY_MAX, mustBeWholeBetween(label, 1, EVENT_CAPACITY_MAX))
    .nullable()
    .optional();

/** A checkbox that must be ticked: '{label} is required'. */
export const requiredCheckbox = (label: string) =>
  boolean()
    .typeError(requiredLabel(label))
    .required(requiredLabel(label))
    .test('checked', requiredLabel(label), (value) => value === true);

/** End time of a start/end pair: 'End time must be after start time' when both are filled. */
export const timeEndRule = (label: string, startField = 'timeStart') =>
  timeRule(label).test('end-after-start', END_AFTER_START, function (value) {
    const start: unknown = this.parent?.[startField];
    if (isBlank(value) || isBlank(start)) return true;
    const startMinutes = timeToMinutes(start as string);
    const endMinutes = timeToMinutes(value as string);
    if (Number.isNaN(startMinutes) || Number.isNaN(endMinutes)) return true;
    return endMinutes > startMinutes;
  });

/** A URL slug: lowercase letters and digits in hyphen-separated words ('ann-arbor'). */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An optional slug (blank reads as not given); `max` is the column's maxLength. */
export const optionalSlug = (label: string, max: number) =>
  trimmedText(label)
    .transform((value: unknown) => (value === '' ? undefined : value))
    .optional()
    .test('slug', SLUG_INVALID, (value) => isBlank(value) || SLUG_PATTERN.test(value as string))
    .max(max, maxLength(label, max));

/** A relation as the API takes it: `{ connect: [{ id }] }`, or null for none. */
type ConnectRef = { connect: [{ id: number }] };

function toConnectRef(value: unknown): ConnectRef | null | undefined {
  if (value === null || value === '') return null;
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const connect = (value as { connect?: unknown }).connect;
  if (!Array.isArray(connect) || connect.length !== 1) return undefined;
  const item: unknown = connect[0];
  if (typeof item !== 'object' || item === null) return undefined;
  const raw = (item as { id?: unknown }).id;
  const id = typeof raw === 'string' && /^[0-9]{1,10}$/.test(raw) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_DB_ID) return undefined;
  return { connect: [{ id }] };
}

/**
 * A relation reference `{ connect: [{ id }] }` (one record) or null. The cast value keeps only
 * `connect[0].id` as a number; anything else is '{label} must be { connect: [{ id }] } or null'.
 */
export const connectRefRule = (label: string) =>
  mixed<ConnectRef>()
    .transform((value: unknown) => {
      const ref = toConnectRef(value);
      return ref === undefined ? value : ref;
    })
    .nullable()
    .optional()
    .test('connect', mustBeReference(label), (value) => value === undefined || value === null || toConnectRef(value) !== undefined);

/** The id a connect reference names, or null. */
export function connectedId(ref: ConnectRef | null | undefined): number | null {
  return ref?.connect[0]?.id ?? null;
}
