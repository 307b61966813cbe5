/**
 * Texts of the administration screens and drawers: join-request review, the activity
 * log, and the chapter, event, company and user drawers. Server messages (success toasts, 409s)
 * come from the API's answers; validation texts from messages.ts.
 */

/** Buttons and words the admin drawers share. */
export const ADMIN_FORM_TEXTS = {
  create: 'Create',
  creating: 'Creating…',
  save: 'Save Changes',
  saving: 'Saving…',
  cancel: 'Cancel',
  edit: 'Edit',
  /** The accessible name of a row's edit button: 'Edit GRO Detroit'. */
  editLabel: (name: string): string => `Edit ${name}`,
  actionsColumn: 'Actions',
  slugHint: "The end of the chapter's web address. Left blank, it is made from the name, and it stays the same when the chapter is renamed.",
  addressHint: 'Start typing the address and pick it from the suggestions to fill in the place.',
  formatHint: 'Members check in from their dashboard during online and hybrid meetings.',
  capacityHint: 'Seats per date. Leave empty for no limit; when full, members join a waitlist.',
  placeSection: 'Place',
  meetingSection: 'Meeting',
  /** The chapter form's time zone choice for none: the organisation's (APP_TIMEZONE). */
  timeZoneDefault: (zone: string): string => `Organisation default (${zone})`,
  /** The same before (or without) the server's answer naming its zone. */
  timeZoneDefaultUnnamed: 'Organisation default',
  timeZoneHint: "The chapter's meeting and event times are in this time zone, in calendars too.",
  scheduleSection: 'Schedule',
  dayPlaceholder: 'Select a day',
} as const;

export const CHAPTER_DRAWER_TEXTS = {
  create: 'Create Chapter',
  edit: 'Edit Chapter',
  /** An admin's Edit Chapter: the chapter's fields, and its leaders, each a tab. */
  tabsLabel: 'Chapter',
  tabs: { details: 'Details', leaders: 'Leaders' },
} as const;

export const EVENT_DRAWER_TEXTS = {
  create: 'Create Event',
  edit: 'Edit Event',
} as const;

export const COMPANY_DRAWER_TEXTS = {
  create: 'Create Company',
  edit: 'Edit Company',
  nonprofitHint: 'Nonprofits are offered the nonprofit membership plan.',
} as const;

export const USER_DRAWER_TEXTS = {
  create: 'Create User',
  edit: 'Edit User',
  accountSection: 'Account',
  passwordSection: 'Password',
  /** Shows the password fields of the edit form (spec §4). */
  changePassword: 'Change Password',
  keepPassword: 'Keep Current Password',
  passwordHint: 'Leave the password section closed to keep the current password.',
  companyHint: 'Optional. Type to search companies by name.',
  chapterHint: 'Type to search chapters by name.',
  /** Edit User: the account's fields, the chapters the member leads, their two-step sign-in, each a tab. */
  tabsLabel: 'User',
  tabs: { details: 'Details', leadership: 'Leadership', security: 'Security' },
} as const;

/** The users table's admin-only column and filter. */
export const USER_STATUS_TEXTS = {
  column: 'Status',
  filter: 'Status',
  all: 'All Statuses',
} as const;

export const JOIN_REQUEST_REVIEW_TEXTS = {
  title: 'Company Join Requests',
  caption: 'Pending company join requests',
  columns: { member: 'Member', email: 'Email', company: 'Company', note: 'Note', actions: 'Actions' },
  approve: 'Approve',
  reject: 'Reject',
  approveLabel: (member: string, company: string): string => `Approve ${member}'s request to join ${company}`,
  rejectLabel: (member: string, company: string): string => `Reject ${member}'s request to join ${company}`,
  rejectTitle: 'Reject Join Request',
  rejectIntro: (member: string, company: string): string => `${member} asked to join ${company}.`,
  rejectConfirm: 'Reject Request',
  rejecting: 'Rejecting…',
  loadFailed: 'The join requests could not be loaded.',
} as const;

/** The companies members created that wait for review, above the join requests on the same screens. */
export const COMPANY_REVIEW_TEXTS = {
  heading: 'New companies waiting for review',
  intro: 'Members of a new company see the member directory once it is approved. Rejecting removes the company; its member is asked to join or create one again.',
  caption: 'New companies waiting for review',
  columns: { company: 'Company', creator: 'Created by', created: 'Created', actions: 'Actions' },
  approve: 'Approve',
  reject: 'Reject',
  approveLabel: (company: string): string => `Approve the company ${company}`,
  rejectLabel: (company: string): string => `Reject the company ${company}`,
  rejectTitle: 'Reject Company',
  rejectIntro: (company: string, creator: string): string => `${creator} created ${company}. Rejecting removes the company; its name can be used again.`,
  rejectConfirm: 'Reject Company',
  rejecting: 'Rejecting…',
  loadFailed: 'The new companies could not be loaded.',
  /** Above the join requests while new companies wait above them. */
  joinRequestsHeading: 'Requests to join a company',
} as const;

export const ACTIVITY_TEXTS = {
  title: 'Activity',
  description: 'Every change an administrator or chapter leader made, and every member who reached the limit on reading member details, newest first.',
  caption: 'Staff activity and limits members reached, newest first',
  columns: { when: 'When', who: 'Who', action: 'Action', subject: 'Subject', summary: 'Summary' },
  actions: { create: 'Created', update: 'Updated', approve: 'Approved', reject: 'Rejected', cancel: 'Canceled', import: 'Imported', grant: 'Granted', revoke: 'Revoked', 'reach-limit': 'Reached limit', reset: 'Reset' },
  subjects: { chapter: 'Chapter', event: 'Event', company: 'Company', user: 'User', 'join-request': 'Join Request', subscription: 'Subscription', reminders: 'Reminder times', 'member-import': 'Member import', 'chapter-leader': 'Chapter leader', scorecards: 'Scorecard settings' },
  field: 'Field',
  /** What each recorded field is called on screen; a field not named here is spelled out from its name. */
  fields: {
    name: 'Name',
    slug: 'URL Slug',
    title: 'Title',
    type: 'Type',
    date: 'Date',
    description: 'Description',
    location: 'Location',
    address: 'Address',
    city: 'City',
    state: 'State',
    postalCode: 'Postal Code',
    country: 'Country',
    latitude: 'Latitude',
    longitude: 'Longitude',
    email: 'Email',
    timeStart: 'Start Time',
    timeEnd: 'End Time',
    dayOfWeek: 'Day of Week',
    isActive: 'Active',
    chapterId: 'Chapter',
    companyId: 'Company',
    memberCompanyId: "Member's Company",
    userId: 'Member',
    firstname: 'First Name',
    lastname: 'Last Name',
    phoneNumber: 'Phone Number',
    phoneExt: 'Phone Extension',
    status: 'Status',
    role: 'Role',
    passwordChanged: 'Password Changed',
    url: 'Website',
    logo: 'Logo',
    contactName: 'Contact Name',
    industry: 'Industry',
    socialLinks: 'Social Links',
    isNonprofit: 'Nonprofit',
    reason: 'Reason',
    isCancelled: 'Canceled',
    canceledAt: 'Canceled At',
    limit: 'Limit',
  } as Record<string, string>,
  yes: 'Yes',
  no: 'No',
  showChanges: 'Show changes',
  hideChanges: 'Hide changes',
  before: 'Before',
  after: 'After',
  nothing: 'Nothing',
  loadFailed: 'The activity could not be loaded.',
} as const;
