/**
 * Texts of the portal shell and the member's own account (spec §2): the company gate and its
 * drawers, the Subscribe block, the user menu and its drawers. Server messages stay in
 * PORTAL_MESSAGES and AUTH_TEXTS; validation texts in messages.ts.
 */
import { PRICES } from '../constants';

type Plan = keyof typeof PRICES;

/** '$25/month'. */
const planPrice = (plan: Plan): string => `$${PRICES[plan].amount}/${PRICES[plan].interval}`;

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
  },
  rejectedReason: (reason: string): string => `Reason: ${reason}`,
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
  monthly: `Monthly ${planPrice('monthly')}`,
  yearly: `Yearly ${planPrice('yearly')}`,
  redirecting: 'Redirecting…',
} as const;

/** Checkout failures (spec §8); both shown as danger toasts titled DEFAULT_ERROR_TITLE. */
export const CHECKOUT_TEXTS = {
  noUrl: 'Checkout session failed.',
  failed: 'Something went wrong.',
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
