import { NEWSLETTER_MESSAGES, NEWSLETTER_TEXTS, type NewsletterAudience } from '../announcements';

const members = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;

/** The GRO newsletter in the portal: the admins' screen that sends it, and an issue as its recipients read it. */
export const NEWSLETTER_SCREEN_TEXTS = {
  nav: 'Newsletter',
  title: 'Newsletter',
  description: 'Staff write the GRO newsletter in the content admin; send it from here to everyone, one chapter or the members with a live subscription.',
  /** The content admin's list of newsletters (Strapi's Content Manager). */
  write: 'Write in the content admin',
  loading: 'Loading the newsletters\u2026',
  loadFailed: 'The newsletters could not be loaded.',
  empty: 'No newsletter yet',
  emptyDetail: 'Write one in the content admin (Content Manager \u2192 Newsletter); it appears here to send.',
  edited: (when: string) => `Last edited ${when}`,
  untitled: 'Untitled newsletter',
  notSent: 'Not sent yet.',
  sends: 'Sends',
  sendThis: 'Send\u2026',
  sendThisLabel: (subject: string) => `Send the newsletter \u201c${subject}\u201d`,
  close: 'Close',

  form: {
    heading: (subject: string) => `Send \u201c${subject}\u201d`,
    lead: 'It goes by email, and by SMS to those who turned SMS on, under each member\u2019s \u201cGRO newsletter\u201d setting.',
    audience: 'Send to',
    audiences: NEWSLETTER_TEXTS.audience satisfies Record<NewsletterAudience, string>,
    audienceHint: {
      everyone: 'Every member with \u201cGRO newsletter\u201d on.',
      chapter: 'The members of one chapter with \u201cGRO newsletter\u201d on.',
      subscribers: 'Members whose subscription is active or in its trial, with \u201cGRO newsletter\u201d on.',
    } satisfies Record<NewsletterAudience, string>,
    chapterPlaceholder: 'Choose a chapter',
    chaptersFailed: 'The chapters could not be loaded.',
    previewLead: 'The email as members get it, with your name in the greeting.',
  },

  sendLine: {
    audience: (audience: NewsletterAudience, chapter: string | null) => (audience === 'chapter' && chapter ? chapter : NEWSLETTER_TEXTS.audience[audience]),
    reach: (recipients: number, total: number) =>
      recipients < total ? `Reaches ${recipients} of ${members(total)} (the rest turned the newsletter off).` : `Reaches ${recipients} of ${members(total)}.`,
    cancelLabel: (when: string) => `Cancel the send scheduled for ${when}`,
    cancelTitle: 'Cancel this send?',
    cancelQuestion: 'The newsletter will not be sent to this audience.',
    cancelConfirm: 'Cancel the send',
  },

  confirm: {
    sendTitle: 'Send this newsletter?',
    sendQuestion: (count: number) => `Send to ${members(count)}?`,
    scheduleTitle: 'Schedule this newsletter?',
  },

  issue: {
    loading: 'Loading the newsletter\u2026',
    loadFailed: 'The newsletter could not be loaded.',
    notFoundTitle: 'Newsletter not found',
    notFound: NEWSLETTER_MESSAGES.issueNotFound,
    title: 'GRO newsletter',
    sentOn: (when: string) => `Sent ${when}`,
    scheduledFor: (when: string) => `Scheduled for ${when}`,
    backToDashboard: 'Back to Dashboard',
  },
} as const;
