import { AUTH_LIMITS } from '@gro/config';
import { layout } from '../../../notifications/layout';
import type { Mail } from '../../../providers/email';

type Recipient = { email: string; firstname?: string | null };
const hello = (r: Recipient) => `Hello ${r.firstname?.trim() || 'there'},`;

export function resetPasswordEmail(to: Recipient, link: string): Mail {
  return {
    to: to.email,
    subject: 'Reset your GRO password',
    ...layout({
      heading: 'Reset your password',
      paragraphs: [
        hello(to),
        `Someone asked to reset the password of your GRO account. The link below works once and expires in ${AUTH_LIMITS.resetTokenMinutes} minutes.`,
        'If you did not ask for this, ignore this email: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: link },
    }),
  };
}

export function passwordChangedEmail(to: Recipient, how: 'reset' | 'change'): Mail {
  return {
    to: to.email,
    subject: 'Your GRO password was changed',
    ...layout({
      heading: 'Your password was changed',
      paragraphs: [
        hello(to),
        how === 'reset'
          ? 'Your GRO password was just reset with a link sent to this address, and every device was signed out.'
          : 'Your GRO password was just changed from your account, and your other devices were signed out.',
        'If this was not you, reset your password now from the sign-in page and contact GRO.',
      ],
    }),
  };
}

/**
 * To an account's owner once someone has given too many wrong passwords for it: a password alone no
 * longer signs in for a while, and the one-time link signs them in meanwhile.
 */
export function signInAttemptsEmail(to: Recipient, link: string, linkMinutes: number): Mail {
  return {
    to: to.email,
    subject: 'Someone tried to sign in to your GRO account',
    ...layout({
      heading: 'Too many wrong passwords',
      paragraphs: [
        hello(to),
        'Someone just tried many wrong passwords to sign in to your GRO account. To protect it, signing in with a password is paused for a while.',
        `You can still sign in with the link below. It works once and expires in ${linkMinutes} minutes.`,
        'If these attempts were not yours, consider choosing a new, longer password from My Account once you are signed in.',
      ],
      action: { label: 'Sign in to GRO', url: link },
    }),
  };
}
