import type { Core } from '@strapi/strapi';
import { now } from '../platform/db/clock';
import {
  AUTH_SESSION_USER, EMAIL_CHANGE_USER, EMAIL_VERIFICATION_USER, PASSWORD_RESET_USER, REFRESH_TOKEN_SESSION, SIGN_IN_LINK_USER, type Link,
} from '../platform/db/links';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the daily clean-up deletes. Nothing here can be used any more: an expired session or refresh
 * token fails its check whether its row is there or not, and so does an expired emailed link; a
 * day's grace keeps what just expired visible to whoever is looking into a sign-in problem. Sign-in
 * logs and admin activity are kept (administrators read them).
 */
const RETENTION = {
  expiredSessionDays: 1,
  expiredLinkDays: 1,
  doneJobDays: 7,
  failedJobDays: 30,
  /** A member import's file (names, emails, phones) is kept this long after it was uploaded; its counts stay. */
  importFileDays: 30,
} as const;

/** A table the clean-up deletes from, with the link tables that name its rows (their owner column). */
type Table = { uid: string; table: string; links: Link[] };

const SESSIONS: Table = { uid: 'api::auth-session.auth-session', table: 'auth_sessions', links: [AUTH_SESSION_USER] };
const TOKENS: Table = { uid: 'api::auth-refresh-token.auth-refresh-token', table: 'auth_refresh_tokens', links: [REFRESH_TOKEN_SESSION] };
const RESETS: Table = { uid: 'api::password-reset.password-reset', table: 'password_resets', links: [PASSWORD_RESET_USER] };
const EMAIL_CHANGES: Table = { uid: 'api::email-change.email-change', table: 'email_changes', links: [EMAIL_CHANGE_USER] };
const SIGN_IN_LINKS: Table = { uid: 'api::sign-in-link.sign-in-link', table: 'sign_in_links', links: [SIGN_IN_LINK_USER] };
const VERIFICATIONS: Table = { uid: 'api::email-verification.email-verification', table: 'email_verifications', links: [EMAIL_VERIFICATION_USER] };
const INVITATIONS: Table = { uid: 'api::member-invitation.member-invitation', table: 'member_invitations', links: [] };

const BATCH = 500;

/** Deletes, in batches, the rows of `t` matching `where` (and their relation rows); returns how many. */
async function deleteWhere(strapi: Core.Strapi, t: Table, where: Record<string, unknown>): Promise<number> {
  let total = 0;
  for (;;) {
    const rows: { id: number }[] = await strapi.db.query(t.uid as never).findMany({ where, select: ['id'], limit: BATCH });
    if (rows.length === 0) return total;
    const ids = rows.map((r) => r.id);
    await strapi.db.transaction(async ({ trx }) => {
      for (const link of t.links) await trx(link.table).whereIn(link.owner, ids).delete();
      await trx(t.table).whereIn('id', ids).delete();
    });
    total += ids.length;
    if (rows.length < BATCH) return total;
  }
}

type PruneCounts = { sessions: number; refreshTokens: number; links: number; jobs: number };

/** The 'auth.prune' job: removes expired sessions, refresh tokens and emailed links, and old finished jobs. */
export async function pruneExpired(strapi: Core.Strapi): Promise<PruneCounts> {
  const t = now();
  const before = (days: number) => new Date(t - days * DAY_MS);
  const refreshTokens = await deleteWhere(strapi, TOKENS, { expiresAt: { $lt: before(RETENTION.expiredSessionDays) } });
  // A session's tokens never outlive it (a rotation gives the successor the session's expiry).
  const sessions = await deleteWhere(strapi, SESSIONS, { expiresAt: { $lt: before(RETENTION.expiredSessionDays) } });
  let links = 0;
  for (const table of [RESETS, EMAIL_CHANGES, SIGN_IN_LINKS, VERIFICATIONS, INVITATIONS]) links += await deleteWhere(strapi, table, { expiresAt: { $lt: before(RETENTION.expiredLinkDays) } });
  // Imports not running: their files go (the list keeps what each import did).
  await strapi.db.query('api::member-import.member-import').updateMany({
    where: { createdAt: { $lt: before(RETENTION.importFileDays) }, status: { $notIn: ['queued', 'running'] }, csv: { $notNull: true } },
    data: { csv: null },
  });
  const realNow = Date.now();
  const jobs =
    Number(await strapi.db.connection('jobs').where('status', 'done').andWhere('run_at', '<', realNow - RETENTION.doneJobDays * DAY_MS).delete()) +
    Number(await strapi.db.connection('jobs').where('status', 'failed').andWhere('run_at', '<', realNow - RETENTION.failedJobDays * DAY_MS).delete());
  const counts = { sessions, refreshTokens, links, jobs };
  strapi.log.info(`Daily clean-up: deleted ${sessions} expired session(s), ${refreshTokens} refresh token(s), ${links} emailed link(s), ${jobs} old job(s)`);
  return counts;
}
