interface SettingDefinition {
  key: string;
  label: string;
  description: string;
  email: boolean;
  sms: boolean;
}

export const settingDefinitions: SettingDefinition[] = [
  {
    key: 'event-reminders',
    label: 'Event reminders',
    description: 'Reminders before chapter meetings and events you are expected to attend.',
    email: true,
    sms: false,
  },
  {
    key: 'new-events',
    label: 'New chapter events',
    description: 'A notice when a new event is added for your chapter or for all chapters.',
    email: true,
    sms: false,
  },
  {
    key: 'join-requests',
    label: 'Company join requests',
    description: 'For company contacts: a notice when a member asks to join your company, and updates on your own join requests.',
    email: true,
    sms: false,
  },
  {
    key: 'referrals',
    label: 'Referrals and one-to-ones',
    description: 'A notice when a member passes you a referral or proposes a one-to-one, and a reminder about referrals waiting for you.',
    email: true,
    sms: false,
  },
  {
    key: 'billing',
    label: 'Billing and receipts',
    description: 'Receipts, upcoming renewals and failed payment alerts for your subscription.',
    email: true,
    sms: false,
  },
  {
    key: 'chapter-news',
    label: 'Chapter news',
    description: 'Announcements and updates from your chapter leaders.',
    email: true,
    sms: false,
  },
  {
    key: 'newsletter',
    label: 'GRO newsletter',
    description: 'Our periodic newsletter with member stories, special events and news from across GRO.',
    email: true,
    sms: false,
  },
];
