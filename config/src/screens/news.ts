import { CHAPTER_NEWS_MESSAGES, CHAPTER_NEWS_TEXTS } from '../announcements';

const members = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** Chapter news in the portal: the archive its members read, the panel its leaders write in, one item's page. */
export const NEWS_TEXTS = {
  /** The archive's title, once the chapter's name is known. */
  title: (chapter?: string) => (chapter ? CHAPTER_NEWS_TEXTS.heading(chapter) : 'Chapter news'),
  description: 'News from the chapter\u2019s leaders to its members, newest first.',
  /** The portal chapter page's link to the news, for the chapter's members (its leaders also have it in "My chapter"). */
  chapterLink: 'Chapter news',
  back: 'Back to the chapter',
  /** 403: a member of another chapter. */
  forbidden: CHAPTER_NEWS_MESSAGES.notYourChapter,
  ownNews: 'Your chapter\u2019s news',
  backToNews: (chapter: string) => `Back to ${CHAPTER_NEWS_TEXTS.heading(chapter)}`,

  write: {
    heading: 'Write news',
    lead: 'It goes to the chapter\u2019s members by email, and by SMS to those who turned SMS on, under their \u201cChapter news\u201d setting.',
    bodyHint: 'Markdown: **bold**, *italic*, [a link](https://\u2026), ![an image](https://\u2026). No HTML.',
    noEvent: 'No event',
    eventHint: 'Optional: the email\u2019s button opens the event\u2019s page to RSVP.',
    eventsLoading: 'Loading the chapter\u2019s events\u2026',
    when: 'When',
    now: 'Send now',
    schedule: 'Schedule',
    /** The date-time field's label names the reader's time zone: 'Send at (Eastern Standard Time)'. */
    sendAtIn: (label: string, zone: string) => `${label} (${zone})`,
    preview: 'Preview',
    previewing: 'Preparing the preview\u2026',
    test: 'Send a test to me',
    testing: 'Sending the test\u2026',
    send: 'Send\u2026',
    scheduleSubmit: 'Schedule\u2026',
    checking: 'Counting the members\u2026',
  },

  preview: {
    heading: 'Preview',
    lead: 'The email as the chapter\u2019s members get it, with your name in the greeting.',
    frame: 'Email preview',
    widths: 'Preview width',
    phone: 'Phone (390 px)',
    desktop: 'Desktop (640 px)',
    sms: 'SMS',
    reach: (recipients: number, total: number) =>
      recipients < total ? `Reaches ${recipients} of ${members(total)} (the rest turned Chapter news off).` : `Reaches ${recipients} of ${members(total)}.`,
  },

  confirm: {
    sendTitle: 'Send this news?',
    sendQuestion: (count: number) => `Send to ${members(count)}?`,
    sendDetail: 'It goes out at once and cannot be called back.',
    send: 'Send',
    sending: 'Sending\u2026',
    scheduleTitle: 'Schedule this news?',
    scheduleQuestion: (when: string) => `Schedule for ${when}?`,
    scheduleDetail: 'You can cancel it until then.',
    schedule: 'Schedule',
    scheduling: 'Scheduling\u2026',
    keepEditing: 'Keep editing',
  },

  archive: {
    heading: 'Archive',
    loading: 'Loading the chapter\u2019s news\u2026',
    loadFailed: 'The chapter\u2019s news could not be loaded.',
    empty: 'No news yet.',
    emptyLeader: 'Write the chapter\u2019s first news above.',
    scheduledFor: (when: string) => `Scheduled for ${when}`,
    by: (author: string) => `by ${author}`,
    event: 'Event:',
    status: { scheduled: 'Scheduled', preparing: 'Sending', sending: 'Sending', sent: 'Sent' },
    report: (sent: number, skipped: number, failed: number) => `Sent to ${sent} \u00b7 ${skipped} skipped by their settings \u00b7 ${failed} failed`,
    cancel: 'Cancel',
    cancelLabel: (subject: string) => `Cancel the news \u201c${subject}\u201d`,
    cancelTitle: 'Cancel this news?',
    cancelQuestion: 'It will not be sent.',
    cancelConfirm: 'Cancel the news',
    cancelling: 'Cancelling\u2026',
    keep: 'Keep it',
  },

  item: {
    loading: 'Loading the news\u2026',
    loadFailed: 'The news could not be loaded.',
    notFoundTitle: 'News not found',
    backToDashboard: 'Back to Dashboard',
  },
} as const;
