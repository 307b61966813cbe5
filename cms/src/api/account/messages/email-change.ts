import { AUTH_LIMITS } from '@gro/config';
import { layout } from '../../../notifications/layout';
import type { Mail } from '../../../providers/email';

type Change = { firstname?: string | null; oldEmail: string; newEmail: string };
const hello = (c: Change) => `Hello ${c.firstname?.trim() || 'there'},`;

/** To the new address: the link that makes the change. */
export function confirmEmailChangeEmail(change: Change, link: string): Mail {
  return {
    to: change.newEmail,
    subject: 'Confirm your new GRO email address',
    ...layout({
      heading: 'Confirm your new email address',
      paragraphs: [
        hello(change),
        `You asked to change the email address of your GRO account from ${change.oldEmail} to this address. The change takes effect when you open the link below; it works once and expires in ${AUTH_LIMITS.emailChangeTokenMinutes} minutes.`,
        'If you did not ask for this, ignore this email: the account keeps its current address.',
      ],
      action: { label: 'Confirm my new email', url: link },
    }),
  };
}

/** To the old address, when the change is asked for. */
export function emailChangeRequestedEmail(change: Change): Mail {
  return {
    to: change.oldEmail,
    subject: 'A change of your GRO email address was requested',
    ...layout({
      heading: 'Email change requested',
      paragraphs: [
        hello(change),
        `Someone signed in to your GRO account and asked to change its email address to ${change.newEmail}. It changes only once a link sent to that address is opened; until then you sign in with this one.`,
        'If this was not you, change your password now from My Account (or reset it from the sign-in page) and contact GRO.',
      ],
    }),
  };
}

/** To the old address, once the new one is confirmed. */
export function emailChangedEmail(change: Change): Mail {
  return {
    to: change.oldEmail,
    subject: 'Your GRO email address was changed',
    ...layout({
      heading: 'Your email address was changed',
      paragraphs: [
        hello(change),
        `The email address of your GRO account is now ${change.newEmail}; this address no longer signs in or receives GRO mail.`,
        'If this was not you, contact GRO right away.',
      ],
    }),
  };
}
