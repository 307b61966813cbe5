/** Accounts and sessions: limits and the texts the server sends and the web app shows (spec §2, §8). */
import { PASSWORD_TEXTS } from './messages';

export const AUTH_LIMITS = {
  /** Access tokens live at most this long; the refresh cookie renews them. */
  accessTokenMaxMinutes: 15,
  /** An access token stamped (iat) this many seconds ahead of the server's clock is still honoured (replicas' clocks drift). */
  accessTokenClockSkewSeconds: 60,
  /** 'Remember me' keeps the refresh cookie this many days; otherwise it ends with the browser session. */
  rememberMeDays: 30,
  /** Reset links: random bytes, and minutes they stay valid. */
  resetTokenBytes: 32,
  resetTokenMinutes: 30,
  /** Links confirming a new email address stay valid this long. */
  emailChangeTokenMinutes: 60,
  /** The link that confirms a new account's email address stays valid this long. */
  emailVerificationTokenMinutes: 24 * 60,
  /** bcrypt's cost for every password GRO stores (about 60 ms to hash or check one on a small server). */
  bcryptCost: 10,
  /**
   * The cost in test builds only (NODE_ENV=test: the server of the cms tests and of e2e, which sign up
   * and in thousands of accounts): bcrypt's lowest, as Rails' and Django's test set-ups lower theirs.
   * A production start hashes at bcryptCost (tests/first-start.test.ts reads the stored hash).
   */
  bcryptTestCost: 4,
  avatarMaxBytes: 2 * 1024 * 1024,
  /** Avatars are stored as a square of twice the default display size (148 px). */
  avatarPixels: 296,
} as const;

/** Rate limits: `max` hits per `windowMinutes`, keyed by IP or by IP plus the normalised email. */
export const RATE_LIMITS = {
  signInPerAccountAndIp: { max: 5, windowMinutes: 15 },
  signInPerIp: { max: 30, windowMinutes: 15 },
  forgotPerEmail: { max: 3, windowMinutes: 60 },
  forgotPerIp: { max: 20, windowMinutes: 60 },
  signUpPerIp: { max: 20, windowMinutes: 60 },
  resetPerIp: { max: 20, windowMinutes: 60 },
  /** Map preview images drawn (not served from the cache) for one IP: a page of event cards draws one per event, each zoom step one more. */
  mapPreviewPerIp: { max: 120, windowMinutes: 1 },
  /** Wrong current passwords (password and email changes), per account, counted like sign-in failures. */
  currentPasswordPerAccount: { max: 5, windowMinutes: 15 },
  emailConfirmPerIp: { max: 20, windowMinutes: 60 },
  /** Uses of email verification links (valid or not) from one IP. */
  emailVerifyPerIp: { max: 20, windowMinutes: 60 },
  /** Uses of one-time sign-in links (valid or not) from one IP. */
  signInLinkPerIp: { max: 20, windowMinutes: 60 },
} as const;

export const REFRESH_COOKIE = 'gro_refresh';
export const AUTH_COOKIE_PATH = '/api/authenticate';

export const AUTH_TEXTS = {
  signedIn: { title: 'Welcome back', message: 'Good to see you again, {firstname}.' },
  signedUp: { title: 'Welcome to GRO', message: 'Your account is ready, {firstname}.' },
  signedOut: { title: 'Signed out', message: 'You have been signed out.' },
  invalidCredentials: 'Invalid email or password.',
  accountStatus: {
    Inactive: 'Your account is inactive. Please contact GRO to reactivate it.',
    Suspended: 'Your account is suspended. Please contact GRO to restore access.',
    Deleted: 'This account has been closed.',
  },
  emailTaken: 'An account with this email address already exists. Sign in or reset your password.',
  chapterUnavailable: 'Choose one of the active chapters',
  notSignedIn: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  adminOnly: 'Only administrators can do this.',
  forgotSent: { title: 'Check your inbox', message: PASSWORD_TEXTS.forgotSuccess },
  resetDone: { title: 'Password reset', message: PASSWORD_TEXTS.resetSuccess },
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  /** One message for an unknown, used or expired one-time sign-in link (and an account that may no longer sign in with it). */
  signInLinkInvalid: 'This sign-in link is invalid, used or expired. Sign in with your password, or reset it if you do not know it.',
  currentPasswordWrong: 'Current password is incorrect',
  currentPasswordForEmail: 'Enter your current password to change your email address',
  emailChangeSent: {
    title: 'Confirm your new email',
    message:
      'We sent a confirmation link to your new email address. Your email changes once you open it; until then, keep signing in with your current address.',
  },
  emailChanged: { title: 'Email changed', message: 'Your email address has been changed. Use it to sign in from now on.' },
  emailChangeInvalid: 'This confirmation link is invalid, used or expired. Change your email again from My Account.',
  /** A new account's email address is proven by the link mailed at sign-up. */
  emailVerified: { title: 'Email confirmed', message: 'Your email address is confirmed. Welcome to GRO.' },
  emailVerificationInvalid: 'This confirmation link is invalid, used or expired. Sign in and send yourself a new one.',
  emailAlreadyVerified: 'Your email address is already confirmed.',
  verificationSent: { title: 'Link sent', message: 'We sent a new confirmation link to {email}. It works for 24 hours.' },
  /** 403 for what an account may do only once its email address is confirmed. */
  emailNotVerified: 'Confirm your email address first: open the link we sent you, or send yourself a new one.',
  emailNotVerifiedTitle: 'Email not confirmed',
  passwordChanged: { title: 'Password changed', message: 'Your password has been changed. Other devices have been signed out.' },
  profileSaved: { title: 'Profile saved', message: 'Your profile has been updated.' },
  aboutSaved: { title: 'Profile saved', message: 'Members now see your profession and what you wrote on your profile.' },
  /** PUT /account/about with a profession id the list does not hold (staff removed it, or a forged id). */
  unknownProfession: 'Choose a profession from the list.',
  avatarSaved: { title: 'Photo updated', message: 'Your profile photo has been updated.' },
  avatarMissing: 'Choose an image to upload.',
  avatarTooLarge: 'The image must be 2 MB or smaller.',
  avatarUnsupported: 'Upload a PNG, JPEG or WebP image.',
  settingSaved: { title: 'Setting saved', message: 'Your notification preference has been saved.' },
  settingUnknown: 'Unknown notification setting',
  directoryHiddenSaved: { title: 'Directory setting saved', message: 'You are now hidden from the member directory.' },
  directoryShownSaved: { title: 'Directory setting saved', message: 'You are now shown in the member directory.' },
} as const;

/** 'Too many attempts…' with the wait rounded up to whole minutes. */
export function retryAfterText(seconds: number): string {
  return `Too many attempts. Please try again in ${waitText(seconds)}.`;
}

/** A wait as people say it: whole minutes (at least one) below two hours, whole hours (rounded up) from there. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** Emails are compared trimmed and lower-cased everywhere. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Public forms (contact, start a chapter): texts and limits. */
export const FORM_LIMITS = { submissionsPerIpPerHour: 5 } as const;
export const HONEYPOT_FIELD = 'website';
export const FORM_TEXTS = {
  contactSent: { title: 'Message sent', message: 'Thank you, {firstname}. We have your message and will get back to you soon.' },
  applicationSent: {
    title: 'Application received',
    message: 'Thank you, {firstname}. Our chapter development team will contact you about starting a chapter.',
  },
  rejected: 'Your message could not be sent. Please try again.',
} as const;
