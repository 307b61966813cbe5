import { COMPANY_NAME, SITE_PATHS } from '@gro/config';
import { layout } from '../../notifications/layout';
import type { Mail } from '../../providers/email';
import { siteUrl } from '../../platform/http/site-url';

type Recipient = { email: string; firstname?: string | null };
type Person = { firstname: string | null; lastname: string | null; email: string };
const hello = (r: Recipient) => `Hello ${r.firstname?.trim() || 'there'},`;
const nameOf = (p: Person) => [p.firstname, p.lastname].filter(Boolean).join(' ') || p.email;
const settingsNote = `You get this email because "Company join requests" is on in your ${COMPANY_NAME} notification settings.`;

/**
 * A member created a company, which waits for review: to the administrators and to the leaders of
 * the creator's home chapter, who approve or reject it from the join request review screens.
 */
export function companyReviewNoticeEmail(to: Recipient, { company, creator, leaderOf }: { company: string; creator: Person; leaderOf?: { id: number; name: string } }): Mail {
  const name = nameOf(creator);
  const where = leaderOf
    ? `As a leader of ${leaderOf.name}, ${name}'s chapter, you approve or reject it in the member portal (My chapter, Join requests).`
    : 'As an administrator, you approve or reject it in the member portal (Administration, Company Join Requests).';
  const url = leaderOf ? siteUrl(SITE_PATHS.portal.myChapterJoinRequests.replace(':chapterId', String(leaderOf.id))) : siteUrl('/portal/administrator/company/join');
  return {
    to: to.email,
    subject: `${name} created ${company}: waiting for review`,
    ...layout({
      heading: `New company waiting for review: ${company}`,
      paragraphs: [
        hello(to),
        `${name} (${creator.email}) created the company ${company} on ${COMPANY_NAME}.`,
        `Its members see the member directory and other members' details only once the company is approved. ${where} The member is emailed the decision.`,
        settingsNote,
      ],
      action: { label: 'Review new companies', url },
    }),
  };
}

/** The company a member created was approved: the member directory is open to them. */
export function companyApprovedEmail(to: Recipient, company: string): Mail {
  return {
    to: to.email,
    subject: `Your company ${company} was approved`,
    ...layout({
      heading: `${company} is approved`,
      paragraphs: [
        hello(to),
        `${company} was reviewed and approved. The member directory, your chapter's members and other members' details are now open to you in the member portal.`,
      ],
      action: { label: 'Open the member portal', url: siteUrl('/portal') },
    }),
  };
}

/** The company a member created was rejected and removed, with the reviewer's reason when one was given. */
export function companyRejectedEmail(to: Recipient, company: string, reason: string | null): Mail {
  return {
    to: to.email,
    subject: `Your company ${company} was not approved`,
    ...layout({
      heading: `${company} was not approved`,
      paragraphs: [
        hello(to),
        `${company} was reviewed and rejected, and it was removed from ${COMPANY_NAME}. You no longer belong to a company.`,
        reason ? `The reason given: ${reason}` : 'No reason was given.',
        'You can ask to join an existing company, or create your company again, from the member portal. If you think this is a mistake, reply to this email.',
      ],
      action: { label: 'Choose a company', url: siteUrl('/portal') },
    }),
  };
}
