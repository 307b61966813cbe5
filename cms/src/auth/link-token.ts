import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { AUTH_LIMITS } from '@gro/config';
import { now } from '../platform/db/clock';
import { sha256 } from './session';

/** The content types of emailed one-time links. */
type LinkType =
  | 'api::password-reset.password-reset'
  | 'api::email-change.email-change'
  | 'api::sign-in-link.sign-in-link'
  | 'api::email-verification.email-verification';
type LinkRow = { id: number; usedAt: string | null; expiresAt: string; user?: { id: number } | null };

/**
 * Emailed one-time links (password reset, email change, sign-in after too many wrong passwords, a new
 * account's email verification): random, stored only as a SHA-256 hash,
 * single-use, expiring after `minutes`. A new link of a kind replaces the user's earlier ones.
 */
export function linkTokens(strapi: Core.Strapi, uid: LinkType, minutes: number) {
  const query = () => strapi.db.query(uid);

  async function invalidateAll(userId: number): Promise<void> {
    const open: { id: number }[] = await query().findMany({ where: { user: { id: userId }, usedAt: null }, select: ['id'] });
    if (open.length) await query().updateMany({ where: { id: { $in: open.map((r) => r.id) } }, data: { usedAt: new Date(now()) } });
  }

  return {
    invalidateAll,

    /**
     * A new link for the user with its extra `data`; returns the raw token (for the email only). One
     * open link of a kind, also when two are asked for at once: on PostgreSQL the user's row is locked
     * until this one is written. SQLite has one writer, and its statements stay outside a transaction:
     * there a statement waits for a lock (busy timeout) where a transaction would fail at once.
     */
    async create(userId: number, ip: string, data: Record<string, unknown> = {}): Promise<string> {
      const token = crypto.randomBytes(AUTH_LIMITS.resetTokenBytes).toString('base64url');
      const write = async () => {
        await invalidateAll(userId);
        await query().create({ data: { ...data, user: userId, tokenHash: sha256(token), expiresAt: new Date(now() + minutes * 60_000), ip } });
      };
      if (strapi.db.dialect.client !== 'postgres') await write();
      else
        await strapi.db.transaction(async ({ trx }) => {
          await trx('up_users').where({ id: userId }).forUpdate().first('id');
          await write();
        });
      return token;
    },

    /**
     * Marks the link used and returns its user id and the `fields` asked for, or null when it is
     * unknown, used or expired. Of two concurrent uses only one gets it.
     */
    async consume<F extends string>(rawToken: string, fields: readonly F[] = []): Promise<({ userId: number } & Record<F, unknown>) | null> {
      const row: (LinkRow & Record<F, unknown>) | null = await query().findOne({
        where: { tokenHash: sha256(rawToken) },
        select: ['id', 'usedAt', 'expiresAt', ...fields],
        populate: { user: { select: ['id'] } },
      });
      if (!row?.user || row.usedAt || new Date(row.expiresAt).getTime() <= now()) return null;
      const { count } = await query().updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date(now()) } });
      if (count !== 1) return null;
      const picked = Object.fromEntries(fields.map((f) => [f, row[f]])) as Record<F, unknown>;
      return { ...picked, userId: row.user.id };
    },
  };
}
