import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ADMIN_MESSAGES,
  AUTH_TEXTS,
  PORTAL_MESSAGES,
  ROLE_ADMIN,
  ROLE_MEMBER,
  isAdminRoleName,
  normaliseEmail,
  type MemberDetail,
  type UserPayload,
  type UserRole,
  type UserStatus,
} from '@gro/config';
import { createAccount, hashPassword, setPassword } from '../../../auth/password-hash';
import { sessions } from '../../../auth/session';
import { blankToNull } from '../../../platform/http/blank';
import { conflict, forbidden } from '../../../platform/http/http-errors';
import { serially } from '../../../platform/db/serial';
import { fieldError } from '../../../platform/http/validate';
import { SEES_EVERY_CONTACT } from './user';
import { apiService } from '../../services';

const USER = 'plugin::users-permissions.user';
const ROLE = 'plugin::users-permissions.role';
const LEADER = 'api::chapter-leader.chapter-leader';
/** The users-permissions role type behind each role of the form (seed/permissions.ts). */
const ROLE_TYPES: Record<UserRole, string> = { [ROLE_MEMBER]: 'authenticated', [ROLE_ADMIN]: 'admin' };

type Account = {
  id: number;
  firstname: string | null;
  lastname: string | null;
  email: string;
  phoneNumber: string | null;
  phoneExt: string | null;
  status: UserStatus;
  blocked: boolean | null;
  role: { id: number; name: string } | null;
  chapter: { id: number } | null;
  company: { id: number } | null;
};

const roleOf = (account: Pick<Account, 'role'>): UserRole => (isAdminRoleName(account.role?.name) ? ROLE_ADMIN : ROLE_MEMBER);
const isActiveAdmin = (account: Account) => roleOf(account) === ROLE_ADMIN && account.status === 'Active' && !account.blocked;
const fullname = (a: { firstname?: string | null; lastname?: string | null }) => [a.firstname, a.lastname].filter(Boolean).join(' ');

/** What the activity log keeps of an account: profile, status, role and links; never the password or tokens. */
const snapshot = (a: Account) => ({
  firstname: a.firstname ?? '',
  lastname: a.lastname ?? '',
  email: a.email,
  phoneNumber: a.phoneNumber ?? null,
  phoneExt: a.phoneExt ?? null,
  status: a.status,
  role: roleOf(a),
  chapterId: a.chapter?.id ?? null,
  companyId: a.company?.id ?? null,
});

/** Statuses that end an account's sessions at once. */
const SIGNED_OUT: readonly UserStatus[] = ['Inactive', 'Suspended', 'Deleted'];

/**
 * Admins creating and editing accounts (POST /user, PUT /user/{id}). Every write is recorded in
 * the admin activity log in its transaction. Role and status changes that could leave GRO without
 * an active administrator run one at a time (platform/db/serial) and are checked against the database.
 */
const managementService = ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => apiService(strapi, 'api::user.user');
  const activity = () => apiService(strapi, 'api::admin-activity.admin-activity');

  const findAccount = (id: number): Promise<Account | null> =>
    strapi.db.query(USER).findOne({
      where: { id },
      select: ['id', 'firstname', 'lastname', 'email', 'phoneNumber', 'phoneExt', 'status', 'blocked'],
      populate: { role: { select: ['id', 'name'] }, chapter: { select: ['id'] }, company: { select: ['id'] } },
    });

  const emailTaken = async (email: string, exceptId?: number) =>
    Boolean(await strapi.db.query(USER).findOne({ where: { email: { $eqi: email }, ...(exceptId ? { id: { $ne: exceptId } } : {}) }, select: ['id'] }));

  async function roleId(role: UserRole): Promise<number> {
    const row: { id: number } | null = await strapi.db.query(ROLE).findOne({ where: { type: ROLE_TYPES[role] }, select: ['id'] });
    if (!row) throw new Error(`The ${role} role is missing.`);
    return row.id;
  }

  /** 400 naming the field when the chapter or company chosen does not exist. */
  async function assertLinks(input: Pick<UserPayload, 'chapterId' | 'companyId'>) {
    if (input.chapterId != null && !(await strapi.db.query('api::chapter.chapter').findOne({ where: { id: input.chapterId }, select: ['id'] }))) {
      fieldError('chapterId', ADMIN_MESSAGES.chapterUnknown);
    }
    if (input.companyId != null && !(await strapi.db.query('api::company.company').findOne({ where: { id: input.companyId }, select: ['id'] }))) {
      fieldError('companyId', ADMIN_MESSAGES.companyUnknown);
    }
  }

  /** Removes every chapter a member led, one activity entry each, in the caller's transaction. */
  async function dropLeadership(actorId: number, member: Account) {
    const led: { id: number; chapterId: number }[] = await strapi.db.query(LEADER).findMany({ where: { userId: member.id }, select: ['id', 'chapterId'] });
    if (led.length === 0) return;
    const chapters: { id: number; name: string }[] = await strapi.db.query('api::chapter.chapter').findMany({ where: { id: { $in: led.map((l) => l.chapterId) } }, select: ['id', 'name'] });
    await strapi.db.query(LEADER).deleteMany({ where: { userId: member.id } });
    for (const chapter of chapters) {
      await activity().record({
        actorId, action: 'revoke', subject: 'chapter-leader', subjectId: `${chapter.id}-${member.id}`,
        summary: `Removed ${fullname(member)} as leader of ${chapter.name} (made an admin)`, before: { chapter: chapter.name, member: `${fullname(member)} <${member.email}>` }, after: null,
      });
    }
  }

  /** Active, unblocked accounts with an admin role, other than `exceptId`. */
  async function otherActiveAdmins(exceptId: number): Promise<number> {
    const roles: { id: number; name: string }[] = await strapi.db.query(ROLE).findMany({ select: ['id', 'name'] });
    const adminRoles = roles.filter((r) => isAdminRoleName(r.name)).map((r) => r.id);
    if (adminRoles.length === 0) return 0;
    return strapi.db.query(USER).count({
      where: { role: { id: { $in: adminRoles } }, status: 'Active', $or: [{ blocked: false }, { blocked: null }], id: { $ne: exceptId } },
    });
  }

  const detail = async (id: number): Promise<MemberDetail> => (await users().findOne(id, { id, isAdmin: true, contact: SEES_EVERY_CONTACT }))!;

  return {
    /** POST /user: a new account (password required by the schema); Member and Active unless told otherwise. */
    async create(actorId: number, input: UserPayload & { password: string }): Promise<MemberDetail> {
      const email = normaliseEmail(input.email);
      await assertLinks(input);
      if (await emailTaken(email)) throw conflict(ADMIN_MESSAGES.emailTaken);
      const role = await roleId(input.role ?? ROLE_MEMBER);
      const hash = await hashPassword(input.password);
      let id: number;
      try {
        id = await strapi.db.transaction(async () => {
          const createdId = await createAccount(
            strapi,
            {
              username: email,
              email,
              provider: 'local',
              confirmed: true,
              blocked: false,
              status: input.status ?? 'Active',
              role,
              firstname: input.firstname,
              lastname: input.lastname,
              phoneNumber: input.phoneNumber,
              phoneExt: blankToNull(input.phoneExt),
              chapter: input.chapterId,
              company: input.companyId ?? null,
            },
            hash,
          );
          const account = (await findAccount(createdId))!;
          await activity().record({ actorId, action: 'create', subject: 'user', subjectId: createdId, summary: `Created user ${fullname(account)} (${email})`, before: null, after: snapshot(account) });
          return createdId;
        });
      } catch (err) {
        if (await emailTaken(email)) throw conflict(ADMIN_MESSAGES.emailTaken);
        throw err;
      }
      return detail(id);
    },

    /**
     * PUT /user/{id}: saves the form. A blank or absent password is left as it is; a new one, or a
     * status of Inactive, Suspended or Deleted, ends all of the account's sessions. 404 for an
     * unknown account; 409 for another account's email, for losing the last active admin, and for
     * an admin demoting or deactivating themselves.
     */
    async update(actorId: number, actorSessionId: number, id: number, input: UserPayload): Promise<{ user: MemberDetail; signedOut: boolean }> {
      return serially('user-admin', async () => {
        const [target, actor] = await Promise.all([
          findAccount(id),
          strapi.db.query(USER).findOne({ where: { id: actorId }, select: ['id', 'status', 'blocked'], populate: { role: { select: ['id', 'name'] } } }) as Promise<Account | null>,
        ]);
        if (!target) throw new errors.NotFoundError(PORTAL_MESSAGES.memberNotFound);
        // The policy passed before this call waited its turn: an admin demoted meanwhile may not go on.
        if (!actor || !isActiveAdmin(actor)) throw forbidden(AUTH_TEXTS.adminOnly);

        const role = input.role ?? roleOf(target);
        const status = input.status ?? target.status;
        if (isActiveAdmin(target) && (role !== ROLE_ADMIN || status !== 'Active') && (await otherActiveAdmins(target.id)) === 0) {
          throw conflict(ADMIN_MESSAGES.lastActiveAdmin);
        }
        if (target.id === actorId && role !== ROLE_ADMIN) throw conflict(ADMIN_MESSAGES.selfDemote);
        if (target.id === actorId && status !== 'Active') throw conflict(ADMIN_MESSAGES.selfStatus);

        const email = normaliseEmail(input.email);
        const emailChanged = email !== normaliseEmail(target.email);
        if (emailChanged && (await emailTaken(email, target.id))) throw conflict(ADMIN_MESSAGES.emailTaken);
        await assertLinks(input);

        const password = typeof input.password === 'string' && input.password !== '' ? input.password : null;
        const endSessions = password !== null || SIGNED_OUT.includes(status);
        let signedOut = false;
        const data: Record<string, unknown> = {
          firstname: input.firstname,
          lastname: input.lastname,
          phoneNumber: input.phoneNumber,
          status,
          // Links are rewritten only when they change.
          ...(input.chapterId !== (target.chapter?.id ?? null) ? { chapter: input.chapterId } : {}),
          ...(emailChanged ? { email, username: email } : {}),
          ...(input.phoneExt !== undefined ? { phoneExt: blankToNull(input.phoneExt) } : {}),
          ...(input.companyId !== undefined && (input.companyId ?? null) !== (target.company?.id ?? null) ? { company: input.companyId } : {}),
          ...(role !== roleOf(target) ? { role: await roleId(role) } : {}),
        };
        try {
          await strapi.db.transaction(async () => {
            await strapi.db.query(USER).update({ where: { id }, data });
            if (password) await setPassword(strapi, id, password);
            const after = (await findAccount(id))!;
            await activity().record({
              actorId,
              action: 'update',
              subject: 'user',
              subjectId: id,
              summary: `Updated user ${fullname(after)} (${after.email})`,
              before: { ...snapshot(target), ...(password ? { passwordChanged: false } : {}) },
              after: { ...snapshot(after), ...(password ? { passwordChanged: true } : {}) },
            });
            // An admin holds every right: the chapters they led are no longer theirs to lead.
            if (role === ROLE_ADMIN && roleOf(target) !== ROLE_ADMIN) await dropLeadership(actorId, after);
            if (endSessions) {
              // An admin setting their own password keeps the session they are using.
              const reason = password ? 'password-set-by-admin' : `status-${status}`;
              signedOut = (await sessions(strapi).revokeAll(id, reason, id === actorId ? actorSessionId : undefined)) > 0;
            }
          });
        } catch (err) {
          if (emailChanged && (await emailTaken(email, target.id))) throw conflict(ADMIN_MESSAGES.emailTaken);
          throw err;
        }
        return { user: await detail(id), signedOut };
      });
    },
  };
};

export type ManagementService = ReturnType<typeof managementService>;
export default managementService;
