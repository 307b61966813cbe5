import { COMPANY_NAME, SITE_PATHS, toOneLine } from '@gro/config';
import { layout } from '../../notifications/layout';
import type { Mail } from '../../providers/email';
import { siteUrl } from '../../platform/http/site-url';

type Recipient = { email: string; firstname: string | null };
type Sender = { id: number; fullname: string; email: string; company: string | null };

/**
 * POST /user/{id}/contact: a member's message to another member whose address they may not see.
 * The sender's address is the Reply-To, so a reply goes straight to them; the recipient's address
 * is only revealed to the sender if the recipient replies.
 */
export function memberContactEmail(to: Recipient, from: Sender, message: string): Mail {
  const who = from.company ? `${from.fullname} (${from.company})` : from.fullname;
  const profile = siteUrl(SITE_PATHS.portal.user.replace(':userId', String(from.id)));
  return {
    to: to.email,
    // The sender's name is the member's own, kept on one line (the header's rule).
    replyTo: { name: toOneLine(from.fullname), address: from.email },
    subject: `${from.fullname} sent you a message on ${COMPANY_NAME}`,
    ...layout({
      heading: `A message from ${from.fullname}`,
      paragraphs: [
        `Hello ${to.firstname?.trim() || 'there'},`,
        `${who}, a member of ${COMPANY_NAME}, wrote to you through the member directory:`,
        // One paragraph per line of the message, as it was written.
        ...message.split(/\r\n|\r|\n/).filter((line) => line.trim() !== ''),
        `Reply to this email to answer ${from.fullname} at ${from.email}. ${COMPANY_NAME} did not show them your email address or phone number; they see your address only if you reply.`,
      ],
      action: { label: `See ${from.fullname}'s profile`, url: profile },
    }),
  };
}
