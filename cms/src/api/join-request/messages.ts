import { COMPANY_NAME, SITE_PATHS } from '@gro/config';
import { layout } from '../../notifications/layout';
import type { Mail } from '../../providers/email';
import { siteUrl } from '../../platform/http/site-url';

type Recipient = { email: string; firstname?: string | null };
const hello = (r: Recipient) => `Hello ${r.firstname?.trim() || 'there'},`;
const settingsNote = `You get this email because "Company join requests" is on in your ${COMPANY_NAME} notification settings.`;

/** A member's request to join a company was approved: they now belong to it. */
export function joinRequestApprovedEmail(to: Recipient, company: string): Mail {
  return {
    to: to.email,
    subject: `Your request to join ${company} was approved`,
    ...layout({
      heading: `You are now part of ${company}`,
      paragraphs: [
        hello(to),
        `Your request to join ${company} was approved. ${company} is now your company, and the member portal is open to you: the next time you open it, you will see your company, chapter and the member directory.`,
        settingsNote,
      ],
      action: { label: 'Open the member portal', url: siteUrl('/portal') },
    }),
  };
}

/** A member's request to join a company was rejected, with the administrator's reason when one was given. */
export function joinRequestRejectedEmail(to: Recipient, company: string, reason: string | null): Mail {
  return {
    to: to.email,
    subject: `Your request to join ${company} was not approved`,
    ...layout({
      heading: `Your request to join ${company} was not approved`,
      paragraphs: [
        hello(to),
        `Your request to join ${company} was reviewed and rejected. You have not been added to ${company}.`,
        reason ? `The reason given: ${reason}` : 'No reason was given.',
        `You can ask to join another company, or create your own, from the portal. If you think this is a mistake, reply to this email.`,
        settingsNote,
      ],
      action: { label: 'Choose a company', url: siteUrl('/portal') },
    }),
  };
}

type Requester = { firstname: string | null; lastname: string | null; email: string };
const requesterName = (r: Requester) => [r.firstname, r.lastname].filter(Boolean).join(' ') || r.email;

/**
 * A member asked to join a company: to its current members (who know whether the requester works
 * there) and to the administrators (who decide). Admins get the requester's email and the review link.
 */
export function joinRequestNoticeEmail(
  to: Recipient,
  { requester, company, note, reviewer, leaderOf }: { requester: Requester; company: string; note: string | null; reviewer: boolean; leaderOf?: { id: number; name: string } },
): Mail {
  const name = requesterName(requester);
  // A leader of the requester's home chapter reviews it from "My chapter"; admins from Administration.
  const reviewText = leaderOf
    ? `As a leader of ${leaderOf.name}, ${name}'s chapter, you approve or decline the request in the member portal (My chapter, Join requests). The member is emailed the decision.`
    : 'As an administrator, you approve or decline the request in the member portal (Administration, Company Join Requests). The member is emailed the decision.';
  const reviewUrl = leaderOf ? siteUrl(SITE_PATHS.portal.myChapterJoinRequests.replace(':chapterId', String(leaderOf.id))) : siteUrl('/portal/administrator/company/join');
  return {
    to: to.email,
    subject: `${name} asked to join ${company}`,
    ...layout({
      heading: `New request to join ${company}`,
      paragraphs: [
        hello(to),
        reviewer
          ? `${name} (${requester.email}) asked to join ${company} on ${COMPANY_NAME}.`
          : `${name} asked to join ${company}, your company on ${COMPANY_NAME}.`,
        note ? `Their note: ${note}` : 'They left no note.',
        reviewer
          ? reviewText
          : `A ${COMPANY_NAME} administrator reviews the request. If you do not know ${name}, or they should not join ${company}, reply to this email and tell us.`,
        settingsNote,
      ],
      ...(reviewer ? { action: { label: 'Review join requests', url: reviewUrl } } : {}),
    }),
  };
}
