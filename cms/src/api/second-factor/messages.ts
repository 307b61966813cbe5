import { SECOND_FACTOR_LIMITS } from '@gro/config';
import { layout } from '../../notifications/layout';
import type { Mail } from '../../providers/email';

type Recipient = { email: string; firstname?: string | null };
const hello = (r: Recipient) => `Hello ${r.firstname?.trim() || 'there'},`;
const notYou = 'If this was not you, change your password now from My Account (or reset it from the sign-in page) and contact GRO.';

/** Two-step sign-in was turned on: from now on a code is asked after the password. */
export function authenticatorOnEmail(to: Recipient): Mail {
  return {
    to: to.email,
    subject: 'Two-step sign-in is on for your GRO account',
    ...layout({
      heading: 'Two-step sign-in is on',
      paragraphs: [
        hello(to),
        'An authenticator app was just added to your GRO account. From now on, signing in asks for the code it shows after your password.',
        `Keep your ${SECOND_FACTOR_LIMITS.recoveryCodes} recovery codes somewhere safe: each signs you in once if you lose your phone.`,
        notYou,
      ],
    }),
  };
}

/** Two-step sign-in was turned off. */
export function authenticatorOffEmail(to: Recipient): Mail {
  return {
    to: to.email,
    subject: 'Two-step sign-in is off for your GRO account',
    ...layout({
      heading: 'Two-step sign-in is off',
      paragraphs: [hello(to), 'The authenticator app was just removed from your GRO account, and its recovery codes no longer work. Your password alone signs you in now.', notYou],
    }),
  };
}

/** A recovery code signed someone in: how many are left, and how to get new ones. */
export function recoveryCodeUsedEmail(to: Recipient, left: number): Mail {
  return {
    to: to.email,
    subject: 'A recovery code was used to sign in to GRO',
    ...layout({
      heading: 'A recovery code was used',
      paragraphs: [
        hello(to),
        `Someone just signed in to your GRO account with one of your recovery codes. ${left === 0 ? 'You have no recovery codes left' : `You have ${left} left`}: make new ones from My Account, under Two-step sign-in.`,
        notYou,
      ],
    }),
  };
}
