import { layout } from '../../../notifications/layout';
import type { Mail } from '../../../providers/email';

type Account = { email: string; firstname?: string | null };

/** To a new account's address: the link that proves it is theirs, sent at sign-up and again on request. */
export function verifyEmailEmail(account: Account, link: string, hours: number): Mail {
  return {
    to: account.email,
    subject: 'Confirm your email address for GRO',
    ...layout({
      heading: 'Confirm your email address',
      paragraphs: [
        `Hello ${account.firstname?.trim() || 'there'},`,
        `Someone (we hope you) created a GRO account with this address. Open the link below to confirm it; then you can create your company or ask to join one, and meet your chapter's members. It works once and expires in ${hours} hours.`,
        'If you did not sign up, ignore this email: the account cannot do anything until the address is confirmed.',
      ],
      action: { label: 'Confirm my email', url: link },
    }),
  };
}
