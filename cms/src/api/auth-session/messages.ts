import { DateTime } from 'luxon';
import { layout } from '../../notifications/layout';
import { defaultTimeZone } from '../../platform/calendar/occurrences';
import type { Mail } from '../../providers/email';

type Recipient = { email: string; firstname?: string | null };

/** A sign-in from a browser or device the account was never signed in from: what, where, when, and what to do if it was not them. */
export function newDeviceEmail(to: Recipient, signIn: { device: string; ip: string | null; at: string }): Mail {
  const zone = defaultTimeZone();
  const when = DateTime.fromISO(signIn.at).setZone(zone).toFormat("cccc, LLLL d 'at' h:mm a ZZZZ");
  return {
    to: to.email,
    subject: 'New sign-in to your GRO account',
    ...layout({
      heading: 'A new device signed in',
      paragraphs: [
        `Hello ${to.firstname?.trim() || 'there'},`,
        `Your GRO account was just signed in to from ${signIn.device}${signIn.ip ? ` (address ${signIn.ip})` : ''} on ${when}.`,
        'If this was you, there is nothing to do.',
        'If it was not: sign in, open My Account, choose "Sign out everywhere else" under Signed-in devices, and change your password.',
        'You can turn these emails off in My Account, under notification settings.',
      ],
    }),
  };
}
