/**
 * Reminders and unsubscribe links: the hours before an event at which members are
 * reminded (set by admins), their schema and messages, and the answers of the unsubscribe link
 * every notice email carries.
 */
import { array, mixed, object, string, type ObjectSchema } from 'yup';
import type { ApiMessage } from './api';
import type { Channel } from './enums';
import { mustBeWholeBetween } from './messages';
import { isOneLine } from './schemas/rules';

/** The reminder times until an admin changes them: a day before and an hour before. */
export const REMINDER_HOURS_DEFAULT: readonly number[] = [24, 1];
export const REMINDER_HOURS_MIN = 1;
/** A week. */
export const REMINDER_HOURS_MAX = 168;
const REMINDER_HOURS_MAX_COUNT = 3;
/** How often the reminder scan runs (a scheduled job, once per period across replicas). */
export const REMINDER_SCAN_EVERY_MINUTES = 5;

/** GET and PUT /admin/reminders. */
export interface ReminderHours {
  /** Whole hours before an event's start, the earliest reminder first. */
  hours: number[];
}

const HOURS_LABEL = 'Hours before the event';

/** The server's answers about reminder hours; the form shows the same texts. */
export const REMINDER_MESSAGES = {
  hoursRequired: 'Reminder hours are required: give at least one',
  hoursList: 'Reminder hours must be a list of whole numbers of hours',
  hourInvalid: mustBeWholeBetween(HOURS_LABEL, REMINDER_HOURS_MIN, REMINDER_HOURS_MAX),
  tooMany: `At most ${REMINDER_HOURS_MAX_COUNT} reminder times`,
  duplicate: 'Each reminder time must be different',
  saved: (hours: number[]): ApiMessage => ({
    title: 'Reminders saved',
    message: `Members are now reminded ${describeReminderHours(hours)} each event.`,
  }),
} as const;

/** '24 hours and 1 hour before': how the reminder times read in sentences. */
function describeReminderHours(hours: number[]): string {
  const parts = hours.map((h) => (h === 1 ? '1 hour' : `${h} hours`));
  const list = parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `${list} before`;
}

const isWholeHour = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= REMINDER_HOURS_MIN && value <= REMINDER_HOURS_MAX;

/**
 * PUT /admin/reminders: 1 to 3 different whole hours from 1 to 168, JSON numbers only (no "24", no
 * 1.5). Typed as ReminderHours: an element that is not a whole hour fails the test.
 */
export const reminderHoursSchema: ObjectSchema<ReminderHours> = object({
  hours: array()
    .strict()
    .typeError(REMINDER_MESSAGES.hoursList)
    .required(REMINDER_MESSAGES.hoursRequired)
    .min(1, REMINDER_MESSAGES.hoursRequired)
    .max(REMINDER_HOURS_MAX_COUNT, REMINDER_MESSAGES.tooMany)
    .of(mixed<number>().nullable().test('hour', REMINDER_MESSAGES.hourInvalid, isWholeHour))
    .test('unique', REMINDER_MESSAGES.duplicate, (list) => !list || new Set(list).size === list.length),
}) as unknown as ObjectSchema<ReminderHours>;

/** The admin form: three boxes (hours as typed), blanks allowed after the first filled one. */
export interface ReminderHoursFormValues {
  first: string;
  second: string;
  third: string;
}
const SLOTS = ['first', 'second', 'third'] as const;

const slotRule = () =>
  string()
    .trim()
    .test('hour', REMINDER_MESSAGES.hourInvalid, (value) => !value || (/^\d{1,3}$/.test(value) && isWholeHour(Number(value))));

/** The form's schema: each box a whole hour or blank, at least one filled, no repeats. */
export const reminderHoursFormSchema = object({
  first: slotRule().required(REMINDER_MESSAGES.hoursRequired),
  second: slotRule(),
  third: slotRule().test('unique', REMINDER_MESSAGES.duplicate, function unique() {
    const filled = SLOTS.map((k) => String(this.parent[k] ?? '').trim())
      .filter(Boolean)
      .map(Number);
    return new Set(filled).size === filled.length;
  }),
});

/** The form's boxes from the saved hours. */
export function reminderHoursToForm({ hours }: ReminderHours): ReminderHoursFormValues {
  return {
    first: hours[0] !== undefined ? String(hours[0]) : '',
    second: hours[1] !== undefined ? String(hours[1]) : '',
    third: hours[2] !== undefined ? String(hours[2]) : '',
  };
}

/** PUT /admin/reminders's body from the form's boxes: the filled ones, the earliest reminder first. */
export function reminderHoursFromForm(values: ReminderHoursFormValues): ReminderHours {
  const hours = SLOTS.map((k) => values[k].trim())
    .filter(Boolean)
    .map(Number);
  return { hours: hours.sort((a, b) => b - a) };
}

/** How a channel is named in sentences. */
export const CHANNEL_NAMES: Record<Channel, string> = {
  email: 'email',
  sms: 'SMS',
};

/** What an unsubscribe link turns off (GET /unsubscribe?token=): never whose account it is beyond a hint. */
export interface UnsubscribePreview {
  /** Whose link: a member's (a setting of their account) or a registered visitor's (no account: their registration's reminders). */
  audience: 'member' | 'visitor';
  setting: { key: string; label: string };
  channel: Channel;
  /** Whether it is already off. */
  off: boolean;
}

const UNSUBSCRIBE_TOKEN_MAX = 200;

/** The unsubscribe link's answers. */
export const UNSUBSCRIBE_MESSAGES = {
  tokenRequired: 'This unsubscribe link is incomplete: open the link from the message again.',
  tokenInvalid: 'This unsubscribe link is not valid. Open the link from the message again, or change your notification settings in My Account.',
  done: (label: string, channel: Channel): ApiMessage => ({
    title: 'Unsubscribed',
    message: `${label} by ${CHANNEL_NAMES[channel]} is now off. You can turn it back on in My Account, under Notification settings.`,
  }),
  /** A registered visitor's link: they have no account to turn it back on in. */
  visitorDone: (label: string, channel: Channel): ApiMessage => ({
    title: 'Unsubscribed',
    message: `${label} by ${CHANNEL_NAMES[channel]} are now off for your guest registration: we will not send you more reminders of this meeting.`,
  }),
} as const;

/** POST /unsubscribe (the page's button) or the mail client's one-click POST (RFC 8058), token in the body or the query. */
export const unsubscribeSchema = object({
  token: string()
    .strict()
    .typeError(UNSUBSCRIBE_MESSAGES.tokenInvalid)
    .required(UNSUBSCRIBE_MESSAGES.tokenRequired)
    .max(UNSUBSCRIBE_TOKEN_MAX, UNSUBSCRIBE_MESSAGES.tokenInvalid)
    .test('one-line', UNSUBSCRIBE_MESSAGES.tokenInvalid, (value) => typeof value !== 'string' || isOneLine(value)),
});
