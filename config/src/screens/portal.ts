/** Texts of the member portal's screens (spec §2) beyond those in messages.ts and portal.ts. */

/** How long a search box or type-ahead waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

export const DASHBOARD_TEXTS = {
  title: 'Dashboard',
  welcome: (firstname: string): string => `Welcome back, ${firstname}.`,
  loading: 'Loading your dashboard...',
  loadFailed: 'The dashboard could not be loaded.',
  company: 'Company',
  noCompany: 'No company yet.',
  chapter: 'Chapter',
  noChapter: 'No chapter yet.',
  subscription: 'Subscription',
  unsubscribed: 'Unsubscribed',
  /** Under the status: when a live subscription renews, or when one cancelled at period end stops. */
  renewsOn: (date: string): string => `Renews on ${date}`,
  endsOn: (date: string): string => `Ends on ${date}`,
  endedOn: (date: string): string => `Ended on ${date}`,
  /** A price no longer configured has no plan label. */
  unknownPlan: 'Membership',
  events: 'Chapter Events',
  /** Under the dashboard's first few events when the chapter has more. */
  allEvents: (count: number): string => `See all ${count} events`,
  members: 'Chapter Members',
  directoryLink: 'Open the member directory',
  passReferral: 'Pass a referral',
} as const;

/** The dashboard's checklist for a new member's first weeks (GET /account/first-week). */
export const FIRST_WEEK_TEXTS = {
  title: 'Your first steps in GRO',
  intro: 'A few things that help new members get the most from their chapter. Each one ticks itself as you do it.',
  progress: (done: number, total: number): string => `${done} of ${total} done`,
  done: 'Done',
  toDo: 'To do',
  steps: {
    verifyEmail: { label: 'Verify your email address', action: 'Send the link again' },
    company: { label: 'Join or create your company', action: 'Find your company' },
    profile: { label: 'Complete your profile: a photo, a phone number and your profession', action: 'Open My Account' },
    rsvp: { label: "RSVP to your chapter's next meeting", action: 'See the events' },
    oneToOne: { label: 'Book your first one-to-one', action: 'Propose a one-to-one' },
    referral: { label: 'Pass your first referral', action: 'Pass a referral' },
    subscribe: { label: 'Subscribe to keep every member benefit', action: 'Choose a plan' },
  },
} as const;

export const PORTAL_CHAPTER_TEXTS = {
  title: 'Chapters',
  caption: 'All chapters',
  columns: { name: 'Name', location: 'Location', place: 'City / State', meeting: 'Day and Time', active: 'Active' },
  active: 'Active',
  inactive: 'Inactive',
  loadFailed: 'The chapters could not be loaded.',
  /** /portal/chapter/{id}: the chapter's meeting details and its members. */
  detail: {
    loading: 'Loading chapter...',
    loadFailed: 'The chapter could not be loaded.',
    back: 'Back to Chapters',
    publicPage: 'Public chapter page',
    members: 'Members',
    membersCaption: (name: string): string => `Members of ${name}`,
  },
} as const;

export const PORTAL_COMPANY_TEXTS = {
  title: 'Companies',
  caption: 'Member companies',
  search: 'Search companies',
  searchPlaceholder: 'Search by name, city or industry',
  /** The placeholder on a phone, where the long one is cut (the label still says what it searches). */
  searchPlaceholderShort: 'Name, city or industry',
  columns: {
    name: 'Name',
    industry: 'Industry',
    city: 'City',
    state: 'State',
    contactName: 'Contact Name',
    website: 'Website',
  },
  loadFailed: 'The companies could not be loaded.',
} as const;

export const PORTAL_EVENT_TEXTS = {
  title: 'Events',
  caption: 'All events',
  search: 'Search events',
  searchPlaceholder: 'Search by title, place or chapter',
  searchPlaceholderShort: 'Title, place or chapter',
  /** 'When': the day (or 'Every Tuesday') with the time under it, sorted by the day. */
  columns: { title: 'Title', type: 'Type', when: 'When', chapter: 'Chapter', city: 'City' },
  loadFailed: 'Failed to load events.',
} as const;

export const PORTAL_USER_TEXTS = {
  title: 'Users',
  caption: 'Members',
  search: 'Search users',
  searchPlaceholder: 'Search by company, name or profession',
  searchPlaceholderShort: 'Name or profession',
  columns: { name: 'Name', email: 'Email', company: 'Company', chapter: 'Chapter', roles: 'Roles' },
  loadFailed: 'The users could not be loaded.',
} as const;

export const USER_DETAIL_TEXTS = {
  /** Opened from the users table (admins' by default): the admins' words. */
  title: 'User Details',
  /** Opened from the member directory (members' by default): a member's profile. */
  memberTitle: 'Member Profile',
  loading: 'Loading member...',
  loadFailed: 'The member could not be loaded.',
  backToUsers: 'Back to Users',
  backToDirectory: 'Back to Directory',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  chapter: 'Chapter',
  roles: 'Roles',
  memberRoles: 'Role',
  profession: 'Profession',
  bio: 'About',
  idealReferral: 'Ideal referral',
  links: 'Links',
  website: 'Website',
  linkedin: 'LinkedIn',
  industry: 'Industry',
  companyLogoAlt: (company: string): string => `Logo of ${company}`,
  avatarAlt: (name: string): string => `Photo of ${name}`,
  defaultAvatar: 'Default avatar',
  /** What admins also see of the account, under the profile. */
  account: {
    heading: 'Account',
    status: 'Status',
    memberSince: 'Member since',
    subscription: 'Subscription',
    noSubscription: 'Never subscribed',
    renews: (date: string): string => `renews ${date}`,
    ends: (date: string): string => `ends ${date}`,
    lastSignIn: 'Last sign-in',
    neverSignedIn: 'Never',
  },
} as const;

/** '(555) 555-0100 ext. 12', or just the number. */
export const phoneWithExt = (phone: string, ext?: string | null): string => (ext ? `${phone} ext. ${ext}` : phone);

/** The portal header's one search (members, companies, chapters, events). */
export const SEARCH_TEXTS = {
  /** The header button; its shortcut is shown beside it. */
  open: 'Search',
  shortcut: 'Ctrl K',
  dialogTitle: 'Search GRO',
  close: 'Close search',
  /** The close button's word on a phone. */
  cancel: 'Cancel',
  label: 'Search members, companies, chapters and events',
  placeholder: 'Search people, professions, companies…',
  /** Before the minimum is typed. */
  hint: (min: number): string => `Type at least ${min} characters. Use ↑ and ↓ to move, Enter to open, Esc to close.`,
  searching: 'Searching…',
  failed: 'The search could not be run. Try again in a moment.',
  nothing: (q: string): string => `Nothing found for “${q}”.`,
  nothingHint: 'Try part of a name, a profession such as “accountant”, or a company.',
  groups: { members: 'Members', companies: 'Companies', chapters: 'Chapters', events: 'Events' },
  /** A weekly event: 'Every Tuesday'. */
  weekly: (day: string): string => `Every ${day}`,
  past: 'Past',
  /** Read out as the results change. */
  found: (count: number): string => (count === 1 ? '1 result' : `${count} results`),
} as const;

export const DIRECTORY_TEXTS = {
  title: 'Member Directory',
  description: 'Find and contact the members of every GRO chapter.',
  search: 'Search members',
  searchPlaceholder: 'Search by company, name or profession',
  searchPlaceholderShort: 'Name or profession',
  loading: 'Loading members...',
  loadFailed: 'The members could not be loaded.',
  loadMore: 'Load more',
  /** The group of members whose last name does not start with a letter. */
  otherGroup: '#',
  /**
   * Above the list: '7 members' once all are loaded, '50 of 120 members' while more are to load;
   * with filters, what they are: '7 Accounting members in GRO Detroit'.
   */
  count: (shown: number, total: number, filters: { chapter?: string; industry?: string; profession?: string } = {}): string => {
    const members = `${filters.industry ? `${filters.industry} ` : ''}${total === 1 ? 'member' : 'members'}`;
    const working = filters.profession ? ` working as ${filters.profession}` : '';
    const where = filters.chapter ? ` in ${filters.chapter}` : '';
    return `${shown < total ? `${shown} of ${total}` : total} ${members}${working}${where}`;
  },
  /** The A-Z jump bar's name; a letter without members is disabled. */
  jumpBar: 'Jump to last names starting with',
  chapterFilter: 'Chapter',
  allChapters: 'All chapters',
  industryFilter: 'Industry',
  allIndustries: 'All industries',
  professionFilter: 'Profession',
  allProfessions: 'All professions',
  /** The ways out of 'No members found.'. */
  clearSearch: 'Clear search',
  clearFilters: 'Clear filters',
  /** Shown to admins beside a member who chose to hide from the directory. */
  hiddenBadge: 'Hidden from the directory',
  /** The List / Map view switch. */
  viewLabel: 'View',
  listView: 'List',
  mapView: 'Map',
  mapLabel: 'Map of the members\u2019 companies',
  mapLoading: 'Loading the map...',
  mapUnavailable: 'The map could not be loaded. The companies are listed below.',
  mapLoadFailed: 'The companies could not be loaded.',
  mapEmpty: 'No company of these members has a location yet.',
  /** The list beside the map, for keyboard and screen-reader users. */
  mapListHeading: 'Companies on the map',
  mapMembers: (count: number): string => `${count} ${count === 1 ? 'member' : 'members'}`,
} as const;

/** Confirmation and prompt dialogs of the admin screens (spec §5). */
/** The Contact button and its dialog, where a member may not see another member's email and phone. */
export const MEMBER_CONTACT_TEXTS = {
  button: 'Contact',
  /** The button's accessible name. */
  buttonLabel: (name: string): string => `Contact ${name}`,
  title: (name: string): string => `Contact ${name}`,
  description: (name: string): string => `${name} keeps their email and phone private. GRO emails them your message with your name and email address, so they can reply to you directly.`,
  messageLabel: 'Message',
  messageHint: (max: number): string => `Up to ${max} characters.`,
  send: 'Send Message',
  sending: 'Sending…',
  cancel: 'Cancel',
  /** Where an address would be (a member's page, the users table). */
  hidden: 'Private',
} as const;

export const CONFIRM_TEXTS = {
  cancelSubscription: 'Are you sure you want to cancel this subscription?',
  rejectReason: 'Optional reason for rejection:',
} as const;
