/** Enumerations of spec §3. */

export const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type DayOfWeek = (typeof DAYS)[number];

export const USER_STATUSES = ['Active', 'Inactive', 'Suspended', 'Deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const EVENT_TYPES = ['Once', 'Recurring'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** How an event is attended: at its place, online, or both (a hybrid chapter meeting). Events without one are in person. */
export const EVENT_FORMATS = ['InPerson', 'Online', 'Hybrid'] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];
export const EVENT_FORMAT_LABELS: Record<EventFormat, string> = { InPerson: 'In person', Online: 'Online', Hybrid: 'Hybrid: in person and online' };
/** How an event type is shown: Once reads 'One Time'. */
export const EVENT_TYPE_LABELS: Record<EventType, string> = { Once: 'One Time', Recurring: 'Recurring' };

export const CHANNELS = ['email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

export const SUBSCRIPTION_STATUSES = [
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'trialing',
  'paused',
] as const;
/** Stripe's own words for a subscription's status (one enum for the cms, the dashboard and the Subscribe block). */
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A dues ledger entry (the dues share's source): a paid invoice adds, a refund subtracts. */
export const DUES_ENTRY_KINDS = ['payment', 'refund'] as const;
export type DuesEntryKind = (typeof DUES_ENTRY_KINDS)[number];

/**
 * A member's answer for one occurrence of an event: Going holds a seat; Waitlisted asked to go when
 * the event was full and is promoted in order when a seat frees; NotGoing said no (or gave up).
 */
export const RSVP_STATUSES = ['Going', 'Waitlisted', 'NotGoing'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
/** What a member may ask for: the server decides between Going and Waitlisted. */
export const RSVP_CHOICES = ['Going', 'NotGoing'] as const;
export type RsvpChoice = (typeof RSVP_CHOICES)[number];
/** How a status reads in the attendee list and its CSV. */
export const RSVP_STATUS_LABELS: Record<RsvpStatus, string> = { Going: 'Going', Waitlisted: 'Waitlisted', NotGoing: 'Not going' };

/** Where a visitor stands: registered for a meeting, came, was followed up, became a member. */
export const VISITOR_STATUSES = ['Registered', 'Attended', 'FollowedUp', 'Joined'] as const;
export type VisitorStatus = (typeof VISITOR_STATUSES)[number];
export const VISITOR_STATUS_LABELS: Record<VisitorStatus, string> = {
  Registered: 'Registered',
  Attended: 'Attended',
  FollowedUp: 'Followed up',
  Joined: 'Joined',
};

/** How a visitor heard of the chapter: a fixed list, 'Other' last. */
export const HEARD_FROM_OPTIONS = [
  'A member invited me',
  'A friend or colleague',
  'Search engine',
  'Social media',
  'An event or meetup',
  'News or press',
  'Other',
] as const;
export type HeardFrom = (typeof HEARD_FROM_OPTIONS)[number];

/** Withdrawn: the member took back their own request while it was pending. */
export const JOIN_REQUEST_STATUSES = ['Pending', 'Approved', 'Rejected', 'Withdrawn'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/**
 * What the admin activity log records (GET /activity): the kind of write and the kind of thing
 * written; `reach-limit` is a member who reached the limit on reading member data (the subject is that user),
 * `reset` a member's second factor an admin took away (they set one up again).
 */
export const ACTIVITY_ACTIONS = ['create', 'update', 'approve', 'reject', 'cancel', 'import', 'grant', 'revoke', 'reach-limit', 'reset'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export const ACTIVITY_SUBJECTS = ['chapter', 'event', 'company', 'user', 'join-request', 'subscription', 'reminders', 'member-import', 'chapter-leader', 'scorecards'] as const;
export type ActivitySubject = (typeof ACTIVITY_SUBJECTS)[number];

export type ToastType = 'success' | 'danger' | 'warning' | 'default';

export const TOAST_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];
/** Bottom-right, not the spec's top-right: toasts there hid the header's user menu. */
export const DEFAULT_TOAST_POSITION: ToastPosition = 'bottom-right';

/**
 * Role names. users-permissions creates its signed-in role as 'Authenticated'; the seed renames it
 * 'Member' (once, so a name staff chose later stays). Admin is any role whose name equals 'admin'
 * case-insensitively (spec §6).
 */
export const ROLE_AUTHENTICATED = 'Authenticated';
export const ROLE_MEMBER = 'Member';
export const ROLE_ADMIN = 'Admin';
/** The roles the user form offers (PUT/POST /user `role`): Member is users-permissions' type 'authenticated', Admin its type 'admin'. */
export const USER_ROLES = [ROLE_MEMBER, ROLE_ADMIN] as const;
export type UserRole = (typeof USER_ROLES)[number];
export function isAdminRoleName(name: string | null | undefined): boolean {
  return typeof name === 'string' && name.trim().toLowerCase() === 'admin';
}

/** A member import's life: uploaded (mapped and checked as often as wanted), queued, running, then done or failed. */
export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
