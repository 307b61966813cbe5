/**
 * Texts of the portal shell and the member's own account (spec §2): the company gate and its
 * drawers, the Subscribe block, the user menu and its drawers. Server messages stay in
 * PORTAL_MESSAGES and AUTH_TEXTS; validation texts in messages.ts.
 */
import { PRICES } from '../constants';

/** '$25', '$12.50': an amount in cents as dollars, cents shown only when there are any. */
const dollars = (cents: number): string => `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;

/** A plan's price as the Subscribe block shows it: 2500, 'month' -> '$25/month'. */
export const planPrice = (amountCents: number, interval: string): string => `${dollars(amountCents)}/${interval}`;

/** A plan's button: 'Monthly $25/month'. */
const planButton = (label: string, amountCents: number, interval: string): string => `${label} ${planPrice(amountCents, interval)}`;

export const COMPANY_GATE_TEXTS = {
  createCompany: 'Create Company',
  requestToJoin: 'Request to Join',
  pendingHeading: 'Your join requests',
  createSubmit: 'Create Company',
  createPending: 'Creating…',
  joinSubmit: 'Send Request',
  joinPending: 'Sending…',
  cancel: 'Cancel',
  companySection: 'Company',
  contactSection: 'Contact',
  socialSection: 'Social Links',
  addressHint: 'Start typing the address and pick it from the suggestions.',
  companySelectHint: 'Type to search companies by name, city or industry.',
  noteHint: 'Optional: tell the company who you are.',
  /** One line per request of GET /company/join-request/mine. */
  requestStatus: {
    Pending: (name: string): string => `Your request to join ${name} awaits review.`,
    Approved: (name: string): string => `Your request to join ${name} was approved.`,
    Rejected: (name: string): string => `Your request to join ${name} was declined.`,
    Withdrawn: (name: string): string => `You withdrew your request to join ${name}.`,
  },
  rejectedReason: (reason: string): string => `Reason: ${reason}`,
  /** Who reviews a request and what happens next (the real rules: admins review, the company is told). */
  howItWorksHeading: 'How joining a company works',
  howItWorks: [
    "When you ask to join a company, its current members and GRO's administrators are emailed.",
    'A GRO administrator reviews your request and approves or declines it.',
    'We email you the decision. Once approved, the member portal opens for you here.',
  ],
  pendingNext: 'You can withdraw a pending request, then ask another company or create your own.',
  withdraw: 'Withdraw request',
  withdrawAria: (name: string): string => `Withdraw your request to join ${name}`,
  withdrawTitle: 'Withdraw join request',
  withdrawQuestion: (name: string): string => `Are you sure you want to withdraw your request to join ${name}?`,
  withdrawDetail: 'Administrators will no longer see it. You can ask to join again at any time.',
  withdrawConfirm: 'Withdraw',
  withdrawPending: 'Withdrawing…',
  withdrawKeep: 'Keep request',
} as const;

export const ADDRESS_SEARCH_TEXTS = {
  loading: 'Searching addresses…',
  noResults: 'No addresses found.',
  failed: 'Address search failed. Try again.',
  /** Announced to screen readers when suggestions appear. */
  resultCount: (count: number): string => `${count} ${count === 1 ? 'suggestion' : 'suggestions'} available.`,
} as const;

export const SUBSCRIBE_TEXTS = {
  heading: 'Become a subscriber',
  lead: 'Subscribe to unlock every member benefit.',
  planButton,
  /** The configured monthly and yearly plans' buttons (spec §9 prices). */
  monthly: planButton(PRICES.monthly.label, PRICES.monthly.amount * 100, PRICES.monthly.interval),
  yearly: planButton(PRICES.yearly.label, PRICES.yearly.amount * 100, PRICES.yearly.interval),
  redirecting: 'Redirecting…',
  loading: 'Loading plans…',
  loadFailed: 'The plans could not be loaded.',
  retry: 'Reload plans',
  noPlans: 'No plans are available right now.',
  /** The corporate discount (spec §1), shown before paying; the label comes from the server ('Corporate discount: 20% off'). */
  discountIntro: 'A colleague at your company already subscribes, so your subscription gets the corporate discount.',
  discountNote:
    'Subscriptions are never changed retroactively: the first employee keeps their price, and a discount once given stays when colleagues leave.',
} as const;

/** Checkout failures (spec §8); both shown as danger toasts titled DEFAULT_ERROR_TITLE. */
export const CHECKOUT_TEXTS = {
  noUrl: 'Checkout session failed.',
  failed: 'Something went wrong.',
} as const;

/** The Stripe Customer Portal, opened from the dashboard (update the card, download invoices, cancel at period end). */
export const BILLING_TEXTS = {
  manage: 'Manage billing',
  opening: 'Opening…',
  /** POST /subscription/portal answered without a url. */
  noUrl: 'Billing portal session failed.',
  pastDue: 'Your last payment failed. Update your card to keep your membership.',
  unpaid: 'Your membership is unpaid. Update your card to restore it.',
} as const;

export const USER_MENU_TEXTS = {
  /** The menu button's accessible name. */
  menuLabel: 'Account menu',
  myAccount: 'My Account',
  changePassword: 'Change Password',
  settings: 'Settings',
} as const;

export const ACCOUNT_SCREEN_TEXTS = {
  profile: {
    heading: 'Your details',
    hint: 'Your name, email and phone: how GRO and your chapter reach you.',
    submit: 'Save Changes',
    pending: 'Saving…',
    avatarLabel: 'Profile Photo',
    avatarChoose: 'Choose Photo',
    avatarUpload: 'Upload Photo',
    avatarUploading: 'Uploading…',
    avatarHint: 'PNG, JPEG or WebP, up to 2 MB.',
    avatarPreviewAlt: 'Preview of your new profile photo',
    avatarCurrentAlt: 'Your profile photo',
    /** Under 'Current Password', shown once the email is changed. */
    currentPasswordHint: 'Needed to change your email. We will send a link to the new address; your email changes once you open it.',
  },
  about: {
    heading: 'About your work',
    hint: 'Members see this on your directory card and profile, and it helps them pass you the right referrals.',
    professionPlaceholder: 'Choose your profession',
    professionHint: 'Not listed? Pick the nearest and tell us: staff keep the list.',
    bioHint: 'A few sentences on what you do and for whom.',
    idealReferralHint: 'Who should members send your way? Be specific: "a restaurant owner opening a second location".',
    linkedinPlaceholder: 'https://www.linkedin.com/in/your-name',
    websitePlaceholder: 'https://',
    submit: 'Save About',
    pending: 'Saving…',
    /** Under a text area: '120 of 600 characters'. */
    characters: (used: number, max: number): string => `${used} of ${max} characters`,
  },
  contactVisibility: {
    heading: 'Who sees my email and phone',
    hint: 'Administrators and the leaders of your chapter always see them. Members who do not can still send you a message through GRO; it reaches your inbox without showing them your address.',
    options: {
      organisation: { label: 'Members of the organisation', description: 'Every member who can open the member directory.' },
      chapter: { label: 'Members of my chapter', description: 'Only members whose home chapter is yours.' },
      nobody: { label: 'Nobody', description: 'Other members see neither; they can still send you a message.' },
    },
  },
  directory: {
    heading: 'Member directory',
    label: 'Show me in the member directory',
    hint: 'When off, other members do not find you in the directory, the members map or chapter member lists. Administrators still see you.',
  },
  password: {
    submit: 'Change Password',
    pending: 'Changing…',
  },
  settings: {
    caption: 'Notification settings',
    setting: 'Setting',
    email: 'Email',
    sms: 'SMS',
    loading: 'Loading settings…',
    loadFailed: 'Failed to load settings.',
    empty: 'No settings available.',
    /** The accessible name of one toggle: 'Event reminders by Email'. */
    toggleLabel: (label: string, channel: string): string => `${label} by ${channel}`,
  },
} as const;
