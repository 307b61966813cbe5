import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { AUTH_LIMITS, AUTH_TEXTS, type UserStatus } from '@gro/config';
import { now } from '../platform/db/clock';
import { unauthorized } from '../platform/http/http-errors';
import { openSuccessor, sealSuccessor } from './refresh-successor';
import { AUTH_SESSION_USER, USER_CHAPTER, USER_COMPANY, USER_ROLE } from '../platform/db/links';
import { prepared } from '../platform/db/prepared';

const sessionUser = AUTH_SESSION_USER.as('sul');
const roleLink = USER_ROLE.as('url');
const companyLink = USER_COMPANY.as('ucl');
const chapterLink = USER_CHAPTER.as('uchl');

const SESSION = 'api::auth-session.auth-session';
const TOKEN = 'api::auth-refresh-token.auth-refresh-token';
const DAY = 24 * 60 * 60 * 1000;
/** A session without 'Remember me' ends after this long without a refresh. */
const IDLE_SESSION_MS = 12 * 60 * 60 * 1000;
const MAX_SESSION_MS = AUTH_LIMITS.rememberMeDays * DAY;
/**
 * Two tabs refreshing with the same token at once is not theft, nor is a reload that aborted a
 * refresh after the server rotated the token but before the browser stored the new cookie: within
 * this window a rotated token is answered its successor again (the head of its chain), so every
 * browser holding it converges on the one chain. After the window it is theft.
 */
const CONCURRENT_REFRESH_GRACE_MS = 10_000;
/** How many rotations a grace answer follows to the head of a chain (a few seconds hold one or two). */
const MAX_CHAIN_WALK = 8;

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const randomToken = () => crypto.randomBytes(32).toString('base64url');

export type SessionRow = { id: number; rememberMe: boolean; expiresAt: string; createdAt: string; revokedAt: string | null; secondFactor?: boolean | null; user?: { id: number } | null };
type TokenRow = { id: number; rotatedAt: string | null; successorEnc: string | null; session?: SessionRow | null };
/** The outcome of a refresh: `refreshToken` is null when a concurrent refresh rotated the token and its successor cannot be given again. */
type Rotation = { session: SessionRow; userId: number; refreshToken: string | null };

/** The signed-in caller as authenticate.ts needs it: read from the database at every request. */
type Caller = {
  sessionId: number;
  /** The session was opened with a second factor, or one was set up in it. */
  secondFactor: boolean;
  user: {
    id: number; status: UserStatus; blocked: boolean; verified: boolean; role: { name: string; type: string } | null; companyId: number | null;
    /** Their company waits for review (the member-data rule). */
    companyPending: boolean;
    /** They have a second factor on (auth/second-factor-gate), read here so the gate needs no statement of its own. */
    hasSecondFactor: boolean;
    /** What the contact visibility rule asks of the caller (auth/contact-visibility), read with the session so a directory page needs no statement of its own. */
    contact: { chapterId: number | null; visibility: unknown; leadsAny: boolean };
  };
};
type CallerRow = {
  session_id: number;
  expires_at: string | number | Date;
  second_factor: boolean | number | null;
  user_id: number;
  status: UserStatus;
  blocked: boolean | number | null;
  confirmed: boolean | number | null;
  role_name: string | null;
  role_type: string | null;
  company_id: number | null;
  review_status: string | null;
  chapter_id: number | string | null;
  contact_visibility: unknown;
  leads_any: boolean | number | string | null;
  has_factor: boolean | number | string | null;
};

const expired = () => unauthorized(AUTH_TEXTS.sessionExpired);

/**
 * Sessions and their refresh tokens (stored hashed). Every sign-in opens a session; each refresh
 * rotates its token; sign-out, password changes and account suspensions revoke sessions.
 */
export function sessions(strapi: Core.Strapi) {
  async function issueRefreshToken(session: Pick<SessionRow, 'id' | 'expiresAt'>): Promise<string> {
    const token = randomToken();
    // In a transaction, as every create with a relation here: the row and its link commit together.
    await strapi.db.transaction(() => strapi.db.query(TOKEN).create({ data: { session: session.id, tokenHash: sha256(token), expiresAt: session.expiresAt } }));
    return token;
  }

  async function revoke(sessionId: number, reason: string): Promise<void> {
    await strapi.db.query(SESSION).updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date(now()), revokedReason: reason } });
  }

  /** The server secret mixed into a seal's key: the access tokens' own, so it adds no new secret to keep. */
  const sealSecret = () => String(strapi.config.get('plugin::users-permissions.jwtSecret') ?? '');
  const withinGrace = (rotatedAt: string) => now() - new Date(rotatedAt).getTime() <= CONCURRENT_REFRESH_GRACE_MS;

  /**
   * The newest token of the chain after a rotated token, opened from the seals along the chain
   * with the token the client presented; null when a seal is missing (a row rotated before seals
   * existed), will not open, or a link is past its grace.
   */
  async function headAfter(rawToken: string, row: TokenRow, sessionId: number): Promise<string | null> {
    let raw = rawToken;
    let current = row;
    for (let step = 0; step < MAX_CHAIN_WALK; step += 1) {
      if (!current.rotatedAt || !withinGrace(current.rotatedAt) || !current.successorEnc) return null;
      const next = openSuccessor(raw, current.successorEnc, sealSecret());
      if (!next) return null;
      const nextRow: TokenRow | null = await strapi.db.query(TOKEN).findOne({
        where: { tokenHash: sha256(next) },
        select: ['id', 'rotatedAt', 'successorEnc'],
        populate: { session: { select: ['id'] } },
      });
      if (!nextRow || nextRow.session?.id !== sessionId) return null;
      if (!nextRow.rotatedAt) return next;
      raw = next;
      current = nextRow;
    }
    return null;
  }

  /**
   * Exchanges a refresh token for the next one. A token already rotated within the concurrent
   * grace is answered the head of its chain again; outside it, it was copied: the whole session is
   * revoked.
   */
  async function rotate(rawToken: string): Promise<Rotation> {
    const row: TokenRow | null = await strapi.db.query(TOKEN).findOne({
      where: { tokenHash: sha256(rawToken) },
      select: ['id', 'rotatedAt', 'successorEnc'],
      populate: { session: { select: ['id', 'rememberMe', 'expiresAt', 'createdAt', 'revokedAt', 'secondFactor'], populate: { user: { select: ['id'] } } } },
    });
    const session = row?.session;
    if (!row || !session || !session.user) throw expired();
    if (session.revokedAt || new Date(session.expiresAt).getTime() <= now()) throw expired();

    if (row.rotatedAt) {
      if (withinGrace(row.rotatedAt)) {
        return { session, userId: session.user.id, refreshToken: await headAfter(rawToken, row, session.id) };
      }
      await revoke(session.id, 'refresh-token-reuse');
      strapi.log.warn(`Refresh token reused for session ${session.id}: session revoked`);
      throw expired();
    }

    const successor = randomToken();
    const t = now();
    const expiresAt = session.rememberMe
      ? session.expiresAt
      : new Date(Math.min(t + IDLE_SESSION_MS, new Date(session.createdAt).getTime() + MAX_SESSION_MS)).toISOString();
    // One transaction: a concurrent refresh with this token either rotates it itself, or sees it
    // rotated together with its seal and the successor's row (its conditional update waits for this commit).
    const updated: SessionRow | null = await strapi.db.transaction(async () => {
      // Only one caller can rotate a token: the update is conditional on it not being rotated yet.
      const { count } = await strapi.db.query(TOKEN).updateMany({
        where: { id: row.id, rotatedAt: null },
        data: { rotatedAt: new Date(t), successorEnc: sealSuccessor(rawToken, successor, sealSecret()) },
      });
      if (count !== 1) return null;
      const next: SessionRow = await strapi.db.query(SESSION).update({ where: { id: session.id }, data: { lastUsedAt: new Date(t), expiresAt } });
      await strapi.db.query(TOKEN).create({ data: { session: session.id, tokenHash: sha256(successor), expiresAt } });
      // Seals past their grace can no longer be used: forget them (by id: Strapi cannot update through a relation filter).
      const stale: { id: number }[] = await strapi.db.query(TOKEN).findMany({
        where: { session: { id: session.id }, rotatedAt: { $lt: new Date(t - CONCURRENT_REFRESH_GRACE_MS) }, successorEnc: { $notNull: true } },
        select: ['id'],
      });
      if (stale.length) await strapi.db.query(TOKEN).updateMany({ where: { id: { $in: stale.map((r) => r.id) } }, data: { successorEnc: null } });
      return next;
    });
    if (!updated) return rotate(rawToken);
    return { session: { ...updated, user: session.user }, userId: session.user.id, refreshToken: successor };
  }

  return {
    /** A new session for a user who just proved who they are, with its first refresh token. */
    async create(userId: number, opts: { rememberMe: boolean; ip: string; userAgent: string; secondFactor: boolean }): Promise<{ session: SessionRow; refreshToken: string }> {
      const t = now();
      return strapi.db.transaction(async () => {
        const session: SessionRow = await strapi.db.query(SESSION).create({
          data: {
            user: userId,
            rememberMe: opts.rememberMe,
            expiresAt: new Date(t + (opts.rememberMe ? MAX_SESSION_MS : IDLE_SESSION_MS)),
            lastUsedAt: new Date(t),
            ip: opts.ip,
            userAgent: opts.userAgent,
            secondFactor: opts.secondFactor,
          },
        });
        return { session, refreshToken: await issueRefreshToken(session) };
      });
    },

    rotate,
    revoke,

    /** The member set up a second factor in this session: it counts as opened with one. */
    async markSecondFactor(sessionId: number): Promise<void> {
      await strapi.db.query(SESSION).updateMany({ where: { id: sessionId, revokedAt: null }, data: { secondFactor: true } });
    },

    /**
     * The caller behind an access token in one SQL statement: its session when still open (not
     * revoked, not expired) and belonging to that user, with the user's status, role and company.
     * Nothing is cached, so a sign-out, a revocation or a status change on any replica is seen by
     * the very next request. Null when the session is closed or the user is gone.
     */
    async findCaller(sessionId: number, userId: number): Promise<Caller | null> {
      const row: CallerRow | undefined = await prepared(strapi, strapi.db
        .connection('auth_sessions as s')
        .join(sessionUser.table, sessionUser.owner, 's.id')
        .join('up_users as u', 'u.id', sessionUser.target)
        .leftJoin(roleLink.table, roleLink.owner, 'u.id')
        .leftJoin('up_roles as r', 'r.id', roleLink.target)
        .leftJoin(companyLink.table, companyLink.owner, 'u.id')
        .leftJoin('companies as c', 'c.id', companyLink.target)
        .leftJoin(chapterLink.table, chapterLink.owner, 'u.id')
        .where('s.id', sessionId)
        .whereNull('s.revoked_at')
        .where('u.id', userId)
        .first('s.id as session_id', 's.expires_at', 's.second_factor', 'u.id as user_id', 'u.status', 'u.blocked', 'u.confirmed', 'r.name as role_name', 'r.type as role_type', `${companyLink.target} as company_id`, 'c.review_status',
          `${chapterLink.target} as chapter_id`, 'u.contact_visibility', strapi.db.connection.raw('EXISTS (SELECT 1 FROM chapter_leaders cl WHERE cl.user_id = u.id) AS leads_any'),
          strapi.db.connection.raw('(EXISTS (SELECT 1 FROM authenticators a WHERE a.user_id = u.id AND a.enabled_at IS NOT NULL) OR EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = u.id)) AS has_factor')));
      if (!row || new Date(row.expires_at).getTime() <= now()) return null;
      return {
        sessionId: row.session_id,
        secondFactor: row.second_factor === true || Number(row.second_factor) === 1,
        user: {
          id: row.user_id,
          status: row.status,
          blocked: Boolean(row.blocked),
          verified: Boolean(row.confirmed),
          role: row.role_name === null && row.role_type === null ? null : { name: row.role_name ?? '', type: row.role_type ?? '' },
          companyId: row.company_id ?? null,
          companyPending: row.review_status === 'Pending',
          hasSecondFactor: row.has_factor === true || Number(row.has_factor) === 1,
          contact: {
            chapterId: row.chapter_id === null || row.chapter_id === undefined ? null : Number(row.chapter_id),
            visibility: row.contact_visibility ?? null,
            leadsAny: row.leads_any === true || Number(row.leads_any) === 1,
          },
        },
      };
    },

    /** Revokes every open session of a user, except `exceptSessionId` when given; answers how many. */
    async revokeAll(userId: number, reason: string, exceptSessionId?: number): Promise<number> {
      const open: { id: number }[] = await strapi.db.query(SESSION).findMany({
        where: { user: { id: userId }, revokedAt: null, ...(exceptSessionId ? { id: { $ne: exceptSessionId } } : {}) },
        select: ['id'],
      });
      if (open.length === 0) return 0;
      await strapi.db.query(SESSION).updateMany({
        where: { id: { $in: open.map((s) => s.id) } },
        data: { revokedAt: new Date(now()), revokedReason: reason },
      });
      return open.length;
    },

    /** The session of a refresh token by raw value, for sign-out; null when unknown. */
    async sessionOf(rawToken: string): Promise<number | null> {
      const row = await strapi.db.query(TOKEN).findOne({ where: { tokenHash: sha256(rawToken) }, select: ['id'], populate: { session: { select: ['id'] } } });
      return row?.session?.id ?? null;
    },
  };
}
