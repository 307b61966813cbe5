import { IMPORT_LIMITS } from '@gro/config';
import { layout } from '../../notifications/layout';
import type { Mail } from '../../providers/email';

type Invitee = { email: string; firstname?: string | null; chapter: string };

/** An imported member's invitation: their account is ready, without a password until they choose one with this link. */
export function invitationEmail(to: Invitee, link: string): Mail {
  return {
    to: to.email,
    subject: 'You are invited to GRO: set your password',
    ...layout({
      heading: 'Welcome to GRO',
      paragraphs: [
        `Hello ${to.firstname?.trim() || 'there'},`,
        `GRO has moved its members to a new portal, and your account is ready there as a member of ${to.chapter}: the member directory, chapter events and your subscription in one place.`,
        `Choose a password to sign in. The link below works once and expires in ${IMPORT_LIMITS.invitationDays} days; after that, use "Forgot password" on the sign-in page with this email address.`,
        'If you did not expect this email, you can ignore it: nobody can sign in to the account without choosing its password.',
      ],
      action: { label: 'Set your password', url: link },
    }),
  };
}
