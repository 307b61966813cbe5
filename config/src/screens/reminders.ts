import { REMINDER_HOURS_MAX, REMINDER_HOURS_MIN, REMINDER_SCAN_EVERY_MINUTES } from '../reminders';

/** The admins' reminder-hours screen. */
export const REMINDER_HOURS_TEXTS = {
  title: 'Reminders',
  description: 'Members who said they are going get a reminder by email, and by SMS where they turned SMS on, at these times before each event.',
  formLabel: 'Reminder times',
  legend: 'Hours before the event',
  slots: {
    first: 'First reminder (hours before)',
    second: 'Second reminder (hours before, optional)',
    third: 'Third reminder (hours before, optional)',
  },
  hint: `Whole hours from ${REMINDER_HOURS_MIN} to ${REMINDER_HOURS_MAX} (a week). A reminder goes within ${REMINDER_SCAN_EVERY_MINUTES} minutes of its time, once per member.`,
  save: 'Save Reminders',
  saving: 'Saving…',
  loading: 'Loading reminder times…',
  loadFailed: 'Reminder times could not be loaded.',
  retry: 'Try again',
} as const;

/** The public unsubscribe page, opened from a notice's link. */
export const UNSUBSCRIBE_TEXTS = {
  title: 'Unsubscribe',
  loading: 'Checking your link…',
  intro: 'This link turns off one kind of notification for your account:',
  settingLabel: 'Notification',
  channelLabel: 'Sent by',
  alreadyOff: 'It is already off. You can turn it back on in My Account, under Notification settings.',
  confirm: 'Turn it off',
  confirming: 'Turning off…',
  invalidTitle: 'This link does not work',
  missing: 'There is no unsubscribe code in this address. Open the link from the message again.',
  manage: 'Manage all notification settings',
  /** A registered visitor's link (no account: no My Account to point to). */
  visitorIntro: 'This link turns off the reminders of the meeting you registered for as a guest:',
  visitorAlreadyOff: 'They are already off: we will not send you more reminders of this meeting.',
} as const;
