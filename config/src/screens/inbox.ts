/** The notification centre in the portal header: a bell with the unread count, and its list. */
export const INBOX_TEXTS = {
  heading: 'Notifications',
  /** The bell's name for screen readers, with the count when there are unread ones. */
  buttonLabel: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
  /** Read out when the count changes while the page is open. */
  unreadAnnouncement: (unread: number) => (unread === 0 ? 'No unread notifications' : `${unread} unread ${unread === 1 ? 'notification' : 'notifications'}`),
  unread: 'Unread',
  markAllRead: 'Mark all read',
  older: 'Show older',
  loading: 'Loading notifications…',
  loadFailed: 'Your notifications could not be loaded.',
  retry: 'Try again',
  empty: 'Nothing here yet',
  emptyHint: 'Referrals passed to you, one-to-ones, answers to your join requests and freed waitlist seats show up here.',
  justNow: 'just now',
} as const;
