/**
 * The notification settings: what GRO may send a member, each with an email and an SMS channel.
 * The cms seeds them into its settings table (labels and defaults), sends each notice under one of
 * these keys (and its unsubscribe link turns that one off); the portal's My Account lists them.
 */
export const NOTIFICATION_SETTING = {
  eventReminders: 'event-reminders',
  newEvents: 'new-events',
  joinRequests: 'join-requests',
  referrals: 'referrals',
  billing: 'billing',
  chapterNews: 'chapter-news',
  meetingReports: 'meeting-reports',
  newsletter: 'newsletter',
  newSignIns: 'new-sign-ins',
} as const;
export type NotificationSettingKey = (typeof NOTIFICATION_SETTING)[keyof typeof NOTIFICATION_SETTING];

type NotificationSettingDefinition = {
  key: NotificationSettingKey;
  label: string;
  description: string;
  /** Whether the email channel is on for a member who never changed it. */
  email: boolean;
  /** Whether the SMS channel is on for a member who never changed it. */
  sms: boolean;
};

/** Every setting, in the order My Account lists them. */
export const NOTIFICATION_SETTINGS: readonly NotificationSettingDefinition[] = [
  {
    key: NOTIFICATION_SETTING.eventReminders,
    label: 'Event reminders',
    description: 'Reminders before chapter meetings and events you are expected to attend, and a notice when a meeting is cancelled.',
    email: true,
    sms: false,
  },
  {
    key: NOTIFICATION_SETTING.newEvents,
    label: 'New chapter events',
    description: 'A notice when a new event is added for your chapter or for all chapters.',
    email: true,
    sms: false,
  },
  {
    key: NOTIFICATION_SETTING.joinRequests,
    label: 'Company join requests',
    description: 'For company contacts: a notice when a member asks to join your company, and updates on your own join requests.',
    email: true,
    sms: false,
  },
  {
    key: NOTIFICATION_SETTING.referrals,
    label: 'Referrals and one-to-ones',
    description: 'A notice when a member passes you a referral or proposes a one-to-one, and a reminder about referrals waiting for you.',
    email: true,
    sms: false,
  },
  {
    key: NOTIFICATION_SETTING.billing,
    label: 'Billing and receipts',
    description: 'Receipts, upcoming renewals and failed payment alerts for your subscription.',
    email: true,
    sms: false,
  },
  {
    key: NOTIFICATION_SETTING.chapterNews,
    label: 'Chapter news',
    description: 'Announcements and updates from your chapter leaders.',
    email: true,
    sms: false,
  },
  {
    key: NOTIFICATION_SETTING.meetingReports,
    label: 'Meeting reports',
    description: 'For chapter leaders: the meeting report (attendance, visitors, referrals, closed business, one-to-ones) by email the morning after each meeting.',
    email: true,
    sms: false,
  },
  {
    key: NOTIFICATION_SETTING.newSignIns,
    label: 'Sign-ins from a new device',
    description: 'An email when your account is signed in to from a browser or device it was never signed in from before.',
    email: true,
    sms: false,
  },
  {
    key: NOTIFICATION_SETTING.newsletter,
    label: 'GRO newsletter',
    description: 'Our periodic newsletter with member stories, special events and news from across GRO.',
    email: true,
    sms: false,
  },
];
