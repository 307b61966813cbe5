/**
 * Announcements: messages GRO sends to many members at once, each under the notification setting
 * that lets a member turn it off. A new-event notice is written by the server when events are
 * added (several within the delay go as one digest); chapter news and the GRO newsletter are
 * written by people. Every one is delivered the same way: a delivery row per recipient, written
 * before anything is sent, then batches of them sent by background jobs (cms/src/api/announcement).
 */
export const ANNOUNCEMENT_KINDS = ['newEvents'] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/**
 * scheduled: waits for its time; preparing: its delivery rows are being written; sending: batches
 * go out; sent: every recipient is sent, skipped or failed.
 */
export const ANNOUNCEMENT_STATUSES = ['scheduled', 'preparing', 'sending', 'sent'] as const;

/**
 * One recipient's delivery. pending: not sent yet; sending: claimed by a batch (its server may
 * have stopped: taken again after ANNOUNCEMENT_LIMITS.leaseMinutes); sent: at least one channel
 * took it; skipped: the member's setting is off on both channels (the notification centre still
 * has it); failed: every channel refused it, ANNOUNCEMENT_LIMITS.attempts times.
 */
export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'skipped', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const ANNOUNCEMENT_LIMITS = {
  /** Recipients one background job sends. */
  batchSize: 100,
  /** Messages of a batch in flight at once (the pooled SMTP connections). */
  parallelSends: 5,
  /** A batch claimed this long ago and not finished (its server stopped) is sent again. */
  leaseMinutes: 10,
  /** How often the server starts what is due and takes up sends another server left. */
  scanEveryMinutes: 1,
  /** Tries per recipient before it counts as failed. */
  attempts: 3,
  subjectChars: 200,
  smsChars: 160,
  /** Events a new-event digest lists at most; the rest are "and N more". */
  digestEvents: 10,
  /** A digest waits for more events at most this many delays after its first one. */
  digestMaxDelays: 3,
} as const;

/** What a new-event notice says (email subject, notification centre title, SMS). */
export const NEW_EVENT_NOTICE_TEXTS = {
  /** The chapter's name, or this for an event of every chapter. */
  allChapters: 'all GRO chapters',
  subject: (title: string, where: string) => `New event for ${where}: ${title}`,
  digestSubject: (count: number, where: string) => `${count} new events for ${where}`,
  heading: (where: string) => `New for ${where}`,
  intro: (count: number) => (count === 1 ? 'An event was just added:' : `${count} events were just added:`),
  more: (count: number) => `And ${count} more on the events page.`,
  rsvp: 'RSVP',
  allEvents: 'See all events',
  calendarHint: 'Each event\u2019s calendar file is attached: open it to add the event to your calendar.',
} as const;
