import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PORTAL_MESSAGES } from '@gro/config';
import { memberContactEmail } from '../messages';
import { sendMailInBackground } from '../../../notifications';
import { hiddenFromViewer } from '../../../auth/hidden-members';
import { USER_COMPANY } from '../../../platform/db/links';

const companyLink = USER_COMPANY.as('ucl');

type Sender = { id: number; admin: boolean };
type Recipient = { id: number; firstname: string | null; lastname: string | null; email: string; status: string; blocked: unknown };

const fullnameOf = (u: { firstname: string | null; lastname: string | null }) => [u.firstname, u.lastname].filter(Boolean).join(' ');

/**
 * POST /user/{id}/contact: a member's message to another member, mailed to the recipient with the
 * sender's address as Reply-To. Always sent: no notification setting covers messages from members,
 * and the sender's limits (platform/limits/send-limits) keep it from becoming a flood.
 */
const contactService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Queues the message and answers who it went to, by id and name only (never their address). 404
   * for an unknown member, one who is not Active, or one hidden from the directory whom the sender
   * has not met (as GET /user/{id} answers them); the caller refuses a message to oneself.
   */
  async send(sender: Sender, recipientId: number, message: string): Promise<{ id: number; fullname: string }> {
    const db = strapi.db.connection;
    const [recipient, from]: [Recipient | undefined, { firstname: string | null; lastname: string | null; email: string; company: string | null } | undefined] = await Promise.all([
      db('up_users').where('id', recipientId).first('id', 'firstname', 'lastname', 'email', 'status', 'blocked'),
      db('up_users as u')
        .leftJoin(companyLink.table, companyLink.owner, 'u.id')
        .leftJoin('companies as co', 'co.id', companyLink.target)
        .where('u.id', sender.id)
        .first('u.firstname', 'u.lastname', 'u.email', 'co.name as company'),
    ]);
    const reachable = recipient && from && recipient.status === 'Active' && !recipient.blocked && !(await hiddenFromViewer(db, sender, recipientId));
    if (!reachable) throw new errors.NotFoundError(PORTAL_MESSAGES.memberNotFound);
    const senderName = fullnameOf(from) || from.email;
    await sendMailInBackground(strapi, memberContactEmail(recipient, { id: sender.id, fullname: senderName, email: from.email, company: from.company ?? null }, message));
    return { id: recipient.id, fullname: fullnameOf(recipient) };
  },
});

export type ContactService = ReturnType<typeof contactService>;
export default contactService;
