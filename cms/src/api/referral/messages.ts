import { COMPANY_NAME, REFERRAL_TYPE_LABELS, REFERRAL_WARMTH_LABELS, SITE_PATHS, type ReferralType } from '@gro/config';
import { layout } from '../../notifications/layout';
import type { Mail } from '../../providers/email';
import { siteUrl } from '../../platform/http/site-url';

type Recipient = { email: string; firstname?: string | null };

/** What the receiver's emails say about a referral: who passed it, what is needed, how warm. Never an amount, never the contact's details (the portal shows those). */
type ReferralNotice = {
  id: number;
  giverName: string;
  giverCompany: string | null;
  type: ReferralType;
  need: string;
  warmth: number;
  expectsCall: boolean;
};

/** The need as the email quotes it: one paragraph, at most 500 characters. */
const quoted = (need: string) => {
  const flat = need.replace(/\s+/g, ' ').trim();
  return flat.length > 500 ? `${flat.slice(0, 499)}…` : flat;
};

const linkTo = (id: number) => siteUrl(SITE_PATHS.portal.referral.replace(':referralId', String(id)));
const giverOf = (r: ReferralNotice) => (r.giverCompany ? `${r.giverName} (${r.giverCompany})` : r.giverName);

function details(r: ReferralNotice): string[] {
  return [
    `What is needed: ${quoted(r.need)}`,
    `How warm: ${REFERRAL_WARMTH_LABELS[r.warmth] ?? r.warmth}${r.type === 'Outside' && r.expectsCall ? '. The contact expects your call.' : '.'}`,
    `Type: ${REFERRAL_TYPE_LABELS[r.type]}.`,
  ];
}

/**
 * POST /referral: a member passed the receiver a referral. A notice under the 'referrals' setting
 * (sent with withUnsubscribe).
 */
export function referralReceivedEmail(to: Recipient, r: ReferralNotice): Mail {
  return {
    to: to.email,
    subject: `${r.giverName} passed you a referral`,
    ...layout({
      heading: 'You have a new referral',
      paragraphs: [
        `Hello ${to.firstname?.trim() || 'there'},`,
        `${giverOf(r)} passed you a referral on ${COMPANY_NAME}.`,
        ...details(r),
        'Open it for the contact\'s details, and record each step (contacted, meeting booked, closed or not a fit) so the giver is thanked for closed business.',
        `You get this email because "Referrals and one-to-ones" is on in your ${COMPANY_NAME} notification settings.`,
      ],
      action: { label: 'See the referral', url: linkTo(r.id) },
    }),
  };
}

/**
 * The 'referrals.remind' job: a referral nobody touched for REFERRAL_STALE_DAYS days, once. A
 * notice under the 'referrals' setting (sent with withUnsubscribe).
 */
export function referralStaleEmail(to: Recipient, r: ReferralNotice, days: number): Mail {
  return {
    to: to.email,
    subject: `Reminder: a referral from ${r.giverName} is waiting for you`,
    ...layout({
      heading: 'A referral is waiting for you',
      paragraphs: [
        `Hello ${to.firstname?.trim() || 'there'},`,
        `The referral ${giverOf(r)} passed you has not moved for ${days} days.`,
        ...details(r),
        'If you have contacted them, booked a meeting, closed business or found it is not a fit, please record it: the giver sees where their referral is.',
        `You get this email because "Referrals and one-to-ones" is on in your ${COMPANY_NAME} notification settings.`,
      ],
      action: { label: 'Update the referral', url: linkTo(r.id) },
    }),
  };
}
