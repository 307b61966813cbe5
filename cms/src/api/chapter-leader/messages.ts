import { CHAPTER_RIGHTS, COMPANY_NAME } from '@gro/config';
import { layout } from '../../notifications/layout';
import type { Mail } from '../../providers/email';
import { siteUrl } from '../../platform/http/site-url';

type Recipient = { email: string; firstname?: string | null };
type Chapter = { id: number; name: string };
const hello = (r: Recipient) => `Hello ${r.firstname?.trim() || 'there'},`;

/** An admin made the member a leader of a chapter: what they may now do, and where. */
export function chapterLeaderGrantedEmail(to: Recipient, chapter: Chapter): Mail {
  const rights = Object.values(CHAPTER_RIGHTS).map((r) => r.label.toLowerCase());
  return {
    to: to.email,
    subject: `You now lead ${chapter.name}`,
    ...layout({
      heading: `You are a leader of ${chapter.name}`,
      paragraphs: [
        hello(to),
        `A ${COMPANY_NAME} administrator made you a leader of ${chapter.name}.`,
        `For ${chapter.name} you can now ${rights.slice(0, -1).join(', ')} and ${rights.at(-1)}. Everything else, such as other chapters, members' roles and finance, stays with the administrators.`,
        'You find it all in the member portal, under My chapter.',
      ],
      action: { label: `Open ${chapter.name}`, url: siteUrl(`/portal/chapter/${chapter.id}`) },
    }),
  };
}

/** An admin took the role back: the member keeps their membership. */
export function chapterLeaderRevokedEmail(to: Recipient, chapter: Chapter): Mail {
  return {
    to: to.email,
    subject: `You no longer lead ${chapter.name}`,
    ...layout({
      heading: `You no longer lead ${chapter.name}`,
      paragraphs: [
        hello(to),
        `A ${COMPANY_NAME} administrator removed your leader role for ${chapter.name}. Your membership, your company and your chapter stay as they are.`,
        'If you think this is a mistake, reply to this email.',
      ],
    }),
  };
}
