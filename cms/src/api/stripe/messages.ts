import { COMPANY_NAME } from '@gro/config';
import { layout } from '../../notifications/layout';
import type { Mail } from '../../providers/email';
import { siteUrl } from '../../platform/http/site-url';

type Recipient = { email: string; firstname?: string | null };
const hello = (r: Recipient) => `Hello ${r.firstname?.trim() || 'there'},`;
const settingsNote = `You get this email because "Billing and receipts" is on in your ${COMPANY_NAME} notification settings.`;
/** The dashboard, whose Manage billing opens a fresh Customer Portal session (portal links expire, so none is mailed). */
const dashboard = () => ({ label: 'Open your dashboard', url: siteUrl('/portal') });

/** A renewal (or first) payment failed: the member is asked to update their card in the Customer Portal. */
export function paymentFailedEmail(to: Recipient, { amount, plan }: { amount: string; plan: string | null }): Mail {
  return {
    to: to.email,
    subject: `Your ${COMPANY_NAME} membership payment failed`,
    ...layout({
      heading: 'We could not collect your membership payment',
      paragraphs: [
        hello(to),
        `The payment of ${amount} for your ${COMPANY_NAME} membership${plan ? ` (${plan} plan)` : ''} did not go through. Your card may have expired, or your bank declined the charge.`,
        'We will try again over the next days. To keep your membership, open your dashboard and choose Manage billing to update your card.',
        settingsNote,
      ],
      action: dashboard(),
    }),
  };
}

/** About 7 days before a yearly plan renews (Stripe's invoice.upcoming): the date and the amount. */
export function renewalNoticeEmail(to: Recipient, { amount, date, plan }: { amount: string; date: string; plan: string | null }): Mail {
  return {
    to: to.email,
    subject: `Your ${COMPANY_NAME} membership renews on ${date}`,
    ...layout({
      heading: `Your membership renews on ${date}`,
      paragraphs: [
        hello(to),
        `Your yearly ${COMPANY_NAME} membership${plan ? ` (${plan} plan)` : ''} renews on ${date}, and ${amount} will be charged to the card on file.`,
        'Nothing to do if you wish to stay a member. To change your card or cancel before the renewal, open your dashboard and choose Manage billing.',
        settingsNote,
      ],
      action: dashboard(),
    }),
  };
}
