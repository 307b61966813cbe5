/** Texts of the sign-in, sign-up, forgot and reset password screens and the company gate (spec §2). */
import { PASSWORD_TEXTS } from '../messages';

/** One is shown at random on each visit to /signin (TAGLINE_COUNT.signIn). */
export const SIGN_IN_TAGLINES = [
  'Your chapter has been busy. Sign in to catch up on events, members and introductions.',
  'Good to see you again. Your next referral could be one conversation away.',
  'Sign in to reconnect with the people who want your business to win.',
] as const;

/** One is shown at random on each visit to /signup (TAGLINE_COUNT.signUp). */
export const SIGN_UP_TAGLINES = [
  'Join a local chapter of business owners and professionals who trade referrals every week.',
  'Grow your business with people who want you to win. It starts with one account.',
  'Meet your chapter, put your company in the member directory and open doors for each other.',
] as const;

export const AUTH_SCREEN_TEXTS = {
  signIn: {
    title: 'Welcome Back',
    documentTitle: 'Sign In',
    submit: 'Sign In',
    pending: 'Signing In…',
    forgotPassword: 'Forgot password?',
    joinPrompt: 'Not a member yet?',
    join: 'Join Today!',
  },
  signUp: {
    title: 'Become a Member',
    documentTitle: 'Sign Up',
    submit: 'Create Account',
    pending: 'Creating Account…',
    chapterPlaceholder: 'Select a chapter',
    chaptersFailed: 'Chapters could not be loaded. Please refresh the page to try again.',
    termsPrefix: 'I agree to the',
    signIn: 'Already have an account? Sign In',
  },
  forgotPassword: {
    title: 'Forgot Your Password?',
    lead: "Enter the email address you signed up with and we'll send you a link to choose a new password.",
    submit: 'Send Reset Link',
    pending: 'Sending…',
    success: PASSWORD_TEXTS.forgotSuccess,
    backToSignIn: 'Back to sign in',
  },
  resetPassword: {
    title: 'Reset Your Password',
    lead: 'Choose a new password for your account.',
    submit: 'Reset Password',
    pending: 'Resetting…',
    success: PASSWORD_TEXTS.resetSuccess,
    goToSignIn: 'Go to sign in',
    missingToken:
      'This reset link is incomplete. Open the link from your email again, or request a new one.',
    requestNewLink: 'Request a new link',
  },
  /** /account/invitation?token=…: an imported member's first password, from their invitation. */
  acceptInvitation: {
    title: 'Welcome to GRO',
    lead: 'Your account is ready. Choose a password to sign in to the member portal.',
    submit: 'Set Password',
    pending: 'Saving…',
    success: 'Your password is set. Sign in with your email address and the new password.',
    goToSignIn: 'Go to sign in',
    missingToken: 'This invitation link is incomplete. Open the link from your email again.',
  },
  /** /account/confirm-email?token=…: opened from the link mailed to a member's new address. */
  confirmEmail: {
    title: 'Confirm Your Email',
    pending: 'Confirming your new email address…',
    missingToken: 'This confirmation link is incomplete. Open the link from your email again.',
    goToDashboard: 'Go to Dashboard',
    goToSignIn: 'Go to sign in',
  },
  /** /signin/link?token=…: opened from the one-time sign-in link mailed after too many wrong passwords. */
  signInLink: {
    title: 'Sign In With Your Link',
    pending: 'Signing you in…',
    missingToken: 'This sign-in link is incomplete. Open the link from your email again.',
    goToSignIn: 'Go to sign in',
    forgotPassword: 'Reset your password',
  },
  password: {
    show: 'Show password',
    hide: 'Hide password',
  },
  /** /account/verify-email?token=…: opened from the link mailed at sign-up. */
  verifyEmail: {
    title: 'Confirm Your Email Address',
    pending: 'Confirming your email address…',
    missingToken: 'This confirmation link is incomplete. Open the link from your email again.',
    goToPortal: 'Go to your portal',
  },
  companyGate: {
    title: 'Join or Create a Company',
    /** In place of the gate's two buttons until the account's email address is confirmed. */
    linkSent: (email: string) => `We sent a link to ${email}`,
    linkHint: 'Open it to confirm your email address; then you can create your company or ask to join one. The link works for 24 hours.',
    resend: 'Send the link again',
    message:
      'Every GRO member belongs to a company. Your company is how other members find you in the member directory, how colleagues ask to join you, and how your chapter knows the business you represent.',
  },
  /** Instead of the portal while the member's company waits for review (MEMBER_DATA_ACCESS=approved-company). */
  companyPending: {
    title: 'Waiting for review',
    message: (company: string) =>
      `${company} is your company now. An administrator or a leader of your chapter reviews every new company before its members see the member directory and other members' details.`,
    next: 'We email you as soon as it is reviewed.',
    checkAgain: 'Check again',
    checking: 'Checking…',
  },
  signOut: 'Sign Out',
  loadingAccount: 'Loading your account…',
} as const;
