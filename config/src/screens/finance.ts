/**
 * Texts of the admin finance screens: invoices, subscriptions, the subscription log and
 * the dues share. The empty states are the spec's (EMPTY_STATES); the cancel confirmation is
 * CONFIRM_TEXTS.cancelSubscription; server messages (the cancel toast) come from the API's answers.
 */

export const INVOICE_TEXTS = {
  title: 'Invoices',
  caption: 'Invoices',
  search: 'Search invoices',
  searchPlaceholder: 'Search by member or status',
  searchPlaceholderShort: 'Member or status',
  columns: { member: 'Member', status: 'Status', total: 'Total', dueDate: 'Due Date', paidAt: 'Paid', invoice: 'Invoice' },
  /**
   * The due date of an invoice Stripe charges to the card on file (collection_method
   * charge_automatically, every subscription's): Stripe sets due_date only on invoices it sends.
   */
  chargedAutomatically: 'Charged automatically',
  view: 'View invoice',
  /** The link's accessible name, opening in a new tab. */
  viewLabel: (member: string): string => `View invoice of ${member} (opens in a new tab)`,
  /** Stripe's invoice statuses as the table shows them; any other is shown as it came. */
  statuses: { draft: 'Draft', open: 'Open', paid: 'Paid', uncollectible: 'Uncollectible', void: 'Void' } as Record<string, string>,
  loadFailed: 'The invoices could not be loaded.',
} as const;

export const SUBSCRIPTION_ADMIN_TEXTS = {
  title: 'Subscriptions',
  caption: 'Subscriptions',
  search: 'Search subscriptions',
  searchPlaceholder: 'Search by member or status',
  searchPlaceholderShort: 'Member or status',
  columns: { member: 'Member', status: 'Status', plan: 'Plan', period: 'Renews / Ends', actions: 'Actions' },
  renews: (date: string): string => `Renews ${date}`,
  ends: (date: string): string => `Ends ${date}`,
  ended: (date: string): string => `Ended ${date}`,
  /** The row's button: says what it cancels (a bare 'Cancel' reads as closing something). */
  cancel: 'Cancel Subscription',
  cancelLabel: (member: string): string => `Cancel the subscription of ${member}`,
  /** Replaces the Cancel button once the subscription is cancelled (spec §4). */
  canceled: 'Canceled',
  confirmTitle: 'Cancel Subscription',
  confirm: 'Cancel Subscription',
  confirming: 'Canceling…',
  keep: 'Keep Subscription',
  confirmDetail: (member: string): string => `The subscription of ${member} ends now; Stripe stops charging the card.`,
  loadFailed: 'The subscriptions could not be loaded.',
} as const;

export const SUBSCRIPTION_LOG_TEXTS = {
  title: 'Subscription Logs',
  caption: 'Subscription log, newest first',
  search: 'Search logs',
  searchPlaceholder: 'Search by event type or member',
  searchPlaceholderShort: 'Event type or member',
  columns: { type: 'Type', member: 'Member', date: 'Date', payload: 'Payload' },
  /** What the events the webhook handles mean, shown above Stripe's own type; any other type is shown as it came. */
  eventLabels: {
    'checkout.session.completed': 'Checkout completed',
    'customer.subscription.created': 'Subscription created',
    'customer.subscription.updated': 'Subscription updated',
    'customer.subscription.deleted': 'Subscription ended',
    'invoice.finalized': 'Invoice finalized',
    'invoice.paid': 'Invoice paid',
    'invoice.payment_failed': 'Payment failed',
    'invoice.upcoming': 'Renewal upcoming',
    'charge.refunded': 'Payment refunded',
  } as Record<string, string>,
  viewPayload: 'View payload',
  viewPayloadLabel: (type: string, date: string): string => `View payload of ${type} on ${date}`,
  payloadTitle: 'Event Payload',
  eventId: 'Event id',
  copy: 'Copy JSON',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  loadFailed: 'The subscription logs could not be loaded.',
} as const;

export const DUES_SHARE_TEXTS = {
  title: 'Dues Share',
  description: (percent: number): string =>
    `Paid dues per home chapter and month, and each chapter's ${percent}% share. A payment counts for the member's home chapter when it was paid, in the month it was paid; refunds subtract in the month refunded.`,
  /** While the report (and so the percent) is not known yet. */
  descriptionPending: "Paid dues per home chapter and month, and each chapter's share.",
  from: 'From',
  to: 'To',
  range: 'Months',
  badRange: (max: number): string => `Choose a From month on or before the To month, at most ${max} months apart.`,
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'The CSV could not be downloaded.',
  csvFilename: (from: string, to: string): string => `dues-share-${from}-${to}.csv`,
  chartTitle: 'Share per month',
  chartLabel: (from: string, to: string): string =>
    `Bar chart of each chapter's dues share per month from ${from} to ${to}; the table below lists the same figures.`,
  loadingChart: 'Loading chart…',
  caption: (from: string, to: string): string => `Dues per chapter and month, ${from} to ${to}`,
  columns: { chapter: 'Chapter', month: 'Month', paid: 'Paid', refunded: 'Refunded', net: 'Net', share: 'Share' },
  chapterTotal: (chapter: string): string => `${chapter} total`,
  total: 'All chapters',
  empty: 'No dues paid in these months.',
  loading: 'Loading the dues share...',
  loadFailed: 'The dues share could not be loaded.',
} as const;
