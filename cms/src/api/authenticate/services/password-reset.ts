import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { AUTH_LIMITS } from '@gro/config';
import { now } from '../../../utils/clock';
import { sha256 } from '../../../auth/session';

const RESET = 'api::password-reset.password-reset';

/** Password reset links: random, stored hashed, single-use, expiring after AUTH_LIMITS.resetTokenMinutes. */
const passwordResetService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A new token for the user; any earlier unused one stops working. Returns the raw token (for the email only). */
  async create(userId: number, ip: string): Promise<string> {
    await this.invalidateAll(userId);
    const token = crypto.randomBytes(AUTH_LIMITS.resetTokenBytes).toString('base64url');
    await strapi.db.query(RESET).create({
      data: { user: userId, tokenHash: sha256(token), expiresAt: new Date(now() + AUTH_LIMITS.resetTokenMinutes * 60_000), ip },
    });
    return token;
  },

  /** Marks the token used and returns its user id, or null when it is unknown, used or expired. */
  async consume(rawToken: string): Promise<number | null> {
    const row = await strapi.db.query(RESET).findOne({
      where: { tokenHash: sha256(rawToken) },
      select: ['id', 'usedAt', 'expiresAt'],
      populate: { user: { select: ['id'] } },
    });
    if (!row?.user || row.usedAt || new Date(row.expiresAt).getTime() <= now()) return null;
    const { count } = await strapi.db.query(RESET).updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date(now()) } });
    return count === 1 ? row.user.id : null;
  },

  async invalidateAll(userId: number) {
    const open = await strapi.db.query(RESET).findMany({ where: { user: { id: userId }, usedAt: null }, select: ['id'] });
    if (open.length) {
      await strapi.db.query(RESET).updateMany({ where: { id: { $in: open.map((r: { id: number }) => r.id) } }, data: { usedAt: new Date(now()) } });
    }
  },
});

export type PasswordResetService = ReturnType<typeof passwordResetService>;
export default passwordResetService;
