import { COMPANY_NAME } from '@gro/config';
import { layout } from './layout';
import type { Mail } from '../providers/email';
import { siteUrl } from '../utils/site-url';

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
        `A ${COMPANY_NAME} administrator approved your request to join ${company}. ${company} is now your company, and the member portal is open to you: the next time you open it, you will see your company, chapter and the member directory.`,
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
        `A ${COMPANY_NAME} administrator reviewed your request to join ${company} and rejected it. You have not been added to ${company}.`,
        reason ? `The reason given: ${reason}` : 'No reason was given.',
        `You can ask to join another company, or create your own, from the portal. If you think this is a mistake, reply to this email.`,
        settingsNote,
      ],
      action: { label: 'Choose a company', url: siteUrl('/portal') },
    }),
  };
}
