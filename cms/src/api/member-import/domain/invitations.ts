import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { AUTH_LIMITS, IMPORT_LIMITS } from '@gro/config';
import { sha256 } from '../../../auth/session';
import { invitationEmail } from '../messages';
import { sendMailsInBackground } from '../../../notifications';
import { now } from '../../../platform/db/clock';
import { siteUrl } from '../../../platform/http/site-url';

const INVITATION = 'api::member-invitation.member-invitation';
const DAY_MS = 24 * 60 * 60 * 1000;

type Invitee = { id: number; email: string; firstname: string; chapter: string };
type InvitationRow = { id: number; userId: number; usedAt: string | null; expiresAt: string };

/**
 * Invitations for new accounts (random tokens, stored only as their SHA-256 hash, IMPORT_LIMITS.invitationDays
 * days) and their emails queued, IMPORT_LIMITS.invitationsPerSecond a second counted from the
 * import's `firstIndex`-th invitation. Called inside the import's transaction: the invitations and
 * their emails commit with the accounts, or not at all. Answers how many were queued.
 */
export async function inviteMembers(strapi: Core.Strapi, invitees: Invitee[], importId: number, firstIndex: number): Promise<number> {
  if (invitees.length === 0) return 0;
  const expiresAt = new Date(now() + IMPORT_LIMITS.invitationDays * DAY_MS);
  const tokens = invitees.map(() => crypto.randomBytes(AUTH_LIMITS.resetTokenBytes).toString('base64url'));
  await strapi.db.query(INVITATION).createMany({ data: invitees.map((m, i) => ({ userId: m.id, importId, tokenHash: sha256(tokens[i]!), expiresAt })) });
  await sendMailsInBackground(
    strapi,
    invitees.map((invitee, i) => ({
      mail: invitationEmail(invitee, siteUrl(`/account/invitation?token=${encodeURIComponent(tokens[i]!)}`)),
      // A steady pace, whatever the file's size: mail providers throttle bursts, and other jobs keep their turn.
      delayMs: Math.floor(((firstIndex + i) * 1000) / IMPORT_LIMITS.invitationsPerSecond),
    })),
  );
  return invitees.length;
}

/** The account of a valid invitation, which is used up now (of two uses at once, one gets it); null for an unknown, used or expired one. */
export async function consumeInvitation(strapi: Core.Strapi, rawToken: string): Promise<number | null> {
  const row: InvitationRow | null = await strapi.db.query(INVITATION).findOne({ where: { tokenHash: sha256(rawToken) }, select: ['id', 'userId', 'usedAt', 'expiresAt'] });
  if (!row || row.usedAt || new Date(row.expiresAt).getTime() <= now()) return null;
  const { count } = await strapi.db.query(INVITATION).updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date(now()) } });
  return count === 1 ? row.userId : null;
}

/** Every open invitation of the account used up (its password is set: none may set it again). */
export async function closeInvitations(strapi: Core.Strapi, userId: number): Promise<void> {
  await strapi.db.query(INVITATION).updateMany({ where: { userId, usedAt: null }, data: { usedAt: new Date(now()) } });
}
