import { VISITOR_STATUS_LABELS } from '../enums';
import { GUEST_VISIT_TEXTS } from './chapter-event';

/** The chapter page's "Visit as a guest" form and the admins' visitors table (web). */
export const VISITOR_TEXTS = {
  formTitle: GUEST_VISIT_TEXTS.link,
  /** Under an event page's 'Visit as a guest' when the guest form registers for another of the chapter's meetings. */
  guestMeetingIs: (title: string, when: string) => `Guests register for the chapter's next meeting: ${title}, ${when}.`,
  formLead: (title: string, when: string) => `Come to ${title} on ${when} as our guest: no account needed. We will email you the details and a calendar file.`,
  submit: 'Register as a guest',
  pending: 'Registering…',
  again: 'Register someone else',
  heardFromPlaceholder: 'Choose one',
  companyHint: 'Optional.',
  visitorsTitle: 'Visitors',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  loading: 'Loading visitors…',
  loadFailed: 'Visitors could not be loaded.',
  empty: 'No visitors yet',
  emptyHint: 'Guests who book a visit on the chapter’s public page appear here.',
  emptyFiltered: 'No visitors with this status',
  emptyFilteredHint: 'Choose another status to see the rest.',
  columns: { name: 'Name', company: 'Company', industry: 'Industry', date: 'Meeting date', status: 'Status', actions: 'Invite' },
  statusOf: (name: string) => `Status of ${name}`,
  invite: 'Invite',
  inviteAgain: 'Invite again',
  inviteFor: (name: string) => `Invite ${name} to become a member`,
  invitedOn: (date: string) => `Invited ${date}`,
  inviteTitle: 'Send an invitation?',
  inviteMessage: (name: string, email: string) =>
    `${name} gets an email at ${email} inviting them to become a member, with a link that opens sign-up with this chapter chosen.`,
  inviteConfirm: 'Send invitation',
  invitePending: 'Sending…',
  cancel: 'Cancel',
  statusLabels: VISITOR_STATUS_LABELS,
} as const;
