/** My Account's "Calendar feed" card: a member's RSVPs in their own calendar app. */
export const CALENDAR_FEED_SCREEN_TEXTS = {
  heading: 'Calendar feed',
  intro:
    'Subscribe to your RSVPs from Google Calendar, Apple Calendar or Outlook: events you are going to appear there and stay up to date. Waitlisted places show as tentative.',
  loading: 'Loading your calendar feed…',
  loadFailed: 'Failed to load your calendar feed.',
  retry: 'Try again',
  off: 'Your calendar feed is off.',
  on: (since: string): string => `Your calendar feed is on (address made ${since}).`,
  create: 'Turn on calendar feed',
  creating: 'Turning on…',
  addressLabel: 'Feed address',
  addressHint: 'Shown only this once. Anyone with this address can see the events you are going to: keep it private.',
  copy: 'Copy address',
  copied: { title: 'Copied', message: 'The feed address is on your clipboard.' },
  copyFailed: { title: 'Could not copy', message: 'Select the address and copy it yourself.' },
  subscribe: 'Open in calendar app',
  subscribeHint:
    'Or add it by address: in Google Calendar, Other calendars › From URL; in Apple Calendar, File › New Calendar Subscription; in Outlook, Add calendar › Subscribe from web.',
  lostHint: 'Lost the address? Reset it to get a new one.',
  reset: 'Reset address',
  resetting: 'Resetting…',
  resetConfirm: {
    title: 'Reset the feed address?',
    message: 'The current address stops working at once; calendars subscribed to it stop updating. You get a new address to subscribe to.',
    confirm: 'Reset address',
  },
  turnOff: 'Turn off',
  turningOff: 'Turning off…',
  turnOffConfirm: {
    title: 'Turn off the calendar feed?',
    message: 'The address stops working at once; calendars subscribed to it stop updating.',
    confirm: 'Turn off',
  },
  cancel: 'Cancel',
} as const;
