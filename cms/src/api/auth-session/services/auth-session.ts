import type { Core } from '@strapi/strapi';
import { NEW_DEVICE_EMAILS_PER_ACCOUNT, deviceLabel, type SignedInDevice } from '@gro/config';
import { sessions } from '../../../auth/session';
import { sendMailInBackground } from '../../../notifications';
import { now } from '../../../platform/db/clock';
import { allowed } from '../../../platform/limits/rate-limit';
import { AUTH_SESSION_USER } from '../../../platform/db/links';
import { deviceFamily, deviceOf } from '../domain/user-agent';
import { newDeviceEmail } from '../messages';

const sessionUser = AUTH_SESSION_USER.as('sul');
/** How many earlier sign-ins a new one is compared with to tell a new device. */
const KNOWN_DEVICES_LOOKBACK = 200;

type SessionRow = { id: number; ip: string | null; user_agent: string | null; created_at: string | number | Date; last_used_at: string | number | Date | null };
const iso = (value: string | number | Date) => new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value).toISOString();

/**
 * The devices a member is signed in on (their open sessions, read with the browser and system their
 * user agent names), signing one or all the others out, and the email a sign-in from a new device
 * sends its owner.
 */
const authSessionService = ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => strapi.db.connection;
  /** The member's sessions still open, newest use first. */
  const openSessions = (userId: number): Promise<SessionRow[]> =>
    db()('auth_sessions as s')
      .join(sessionUser.table, sessionUser.owner, 's.id')
      .where(sessionUser.target, userId)
      .whereNull('s.revoked_at')
      .where('s.expires_at', '>', new Date(now()))
      .orderByRaw('COALESCE(s.last_used_at, s.created_at) DESC, s.id DESC')
      .select('s.id', 's.ip', 's.user_agent', 's.created_at', 's.last_used_at');

  return {
    /** GET /account/sessions: this device first. */
    async list(userId: number, currentSessionId: number): Promise<SignedInDevice[]> {
      const rows = await openSessions(userId);
      // This device first, then the others by their last use.
      rows.sort((a, b) => Number(Number(b.id) === currentSessionId) - Number(Number(a.id) === currentSessionId));
      return rows.map((row) => ({
        id: Number(row.id),
        ...deviceOf(row.user_agent),
        ip: row.ip || null,
        firstSeenAt: iso(row.created_at),
        // Strapi stamps created_at a moment after the session's own clock wrote last_used_at.
        lastSeenAt: iso(Math.max(new Date(iso(row.created_at)).getTime(), new Date(iso(row.last_used_at ?? row.created_at)).getTime())),
        current: Number(row.id) === currentSessionId,
      }));
    },

    /** Signs one of the member's other devices out; answers its label, null when it is not theirs or not open. */
    async revoke(userId: number, sessionId: number): Promise<string | null> {
      const row = (await openSessions(userId)).find((s) => Number(s.id) === sessionId);
      if (!row) return null;
      await sessions(strapi).revoke(sessionId, 'signed-out-by-owner');
      return deviceLabel(deviceOf(row.user_agent));
    },

    /** "Sign out everywhere else": every open session of the member but this one; answers how many. */
    revokeOthers(userId: number, currentSessionId: number): Promise<number> {
      return sessions(strapi).revokeAll(userId, 'signed-out-elsewhere', currentSessionId);
    },

    /**
     * After a sign-in: emails the owner when no earlier sign-in of theirs came from the same browser
     * and system (an update of either is the same device); at most NEW_DEVICE_EMAILS_PER_ACCOUNT an
     * hour. Never for an account's first sign-in. The caller has checked the owner wants the email.
     */
    async notifyIfNewDevice(userId: number, sessionId: number): Promise<void> {
      const earlier: { user_agent: string | null }[] = await db()('auth_sessions as s')
        .join(sessionUser.table, sessionUser.owner, 's.id')
        .where(sessionUser.target, userId)
        .whereNot('s.id', sessionId)
        .orderBy('s.id', 'desc')
        .limit(KNOWN_DEVICES_LOOKBACK)
        .select('s.user_agent');
      if (earlier.length === 0) return;
      const current = await db()('auth_sessions').where('id', sessionId).first('ip', 'user_agent', 'created_at');
      if (!current) return;
      const family = deviceFamily(current.user_agent);
      if (earlier.some((row) => deviceFamily(row.user_agent) === family)) return;
      const owner: { email: string; firstname: string | null; status: string } | null = await strapi.db
        .query('plugin::users-permissions.user')
        .findOne({ where: { id: userId }, select: ['email', 'firstname', 'status'] });
      if (!owner?.email || owner.status !== 'Active') return;
      if (!(await allowed([`new-device-mail:${userId}`, NEW_DEVICE_EMAILS_PER_ACCOUNT]))) return;
      await sendMailInBackground(strapi, newDeviceEmail(owner, { device: deviceLabel(deviceOf(current.user_agent)), ip: current.ip || null, at: iso(current.created_at) }));
    },
  };
};

export type AuthSessionService = ReturnType<typeof authSessionService>;
export default authSessionService;
