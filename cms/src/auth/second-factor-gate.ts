import type { Core } from '@strapi/strapi';
import {
  SECOND_FACTOR_REASON, SECOND_FACTOR_TEXTS, secondFactorGate, secondFactorRequirementFrom,
  type AccountSecondFactor, type SecondFactorRequirement,
} from '@gro/config';
import { forbidden } from '../platform/http/http-errors';
import { USER_ROLE } from '../platform/db/links';
import { isAdmin } from './roles';

type Db = Core.Strapi['db']['connection'];

/** Who must use two-step sign-in on this server (REQUIRE_SECOND_FACTOR, read at each use so a test server's environment counts; checked at start). */
const secondFactorRequirement = (): SecondFactorRequirement => secondFactorRequirementFrom(process.env);

/** Whether the account has a second factor: an authenticator app confirmed with a code, or a passkey (api/second-factor's tables). */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  const [authenticator, passkey] = await Promise.all([
    db('authenticators').where('user_id', userId).whereNotNull('enabled_at').first('id'),
    db('passkeys').where('user_id', userId).first('id'),
  ]);
  return Boolean(authenticator || passkey);
}

/** Whether the member's role needs two-step sign-in on this server: an admin or a chapter leader the requirement covers. */
export async function roleNeedsSecondFactor(db: Db, userId: number): Promise<boolean> {
  const requirement = secondFactorRequirement();
  if (!requirement.admins && !requirement.leaders) return false;
  const roleLink = USER_ROLE.as('url');
  const role = await db(roleLink.table).join('up_roles as r', 'r.id', roleLink.target).where(roleLink.owner, userId).first('r.name');
  if (requirement.admins && isAdmin({ role: role ?? null })) return true;
  return requirement.leaders && Boolean(await db('chapter_leaders').where('user_id', userId).first('id'));
}

/**
 * The two-step state of a signed-in session (GET /account's `secondFactor`): whether the member's
 * role needs it, and the gate their session is held at (secondFactorGate in @gro/config). Reads the
 * database only for what the caller did not read with the session: whether the member leads a
 * chapter, and (for an admin or a leader whose session was opened without one) has a second factor.
 */
export async function sessionSecondFactor(
  db: Db,
  user: { id: number; role: { name?: string | null } | null; leadsAny?: boolean; hasSecondFactor?: boolean },
  sessionVerified: boolean,
): Promise<AccountSecondFactor> {
  const requirement = secondFactorRequirement();
  const admin = isAdmin(user);
  const leader = user.leadsAny ?? Boolean(await db('chapter_leaders').where('user_id', user.id).first('id'));
  const required = (admin && requirement.admins) || (leader && requirement.leaders);
  if (sessionVerified || (!admin && !leader)) return { required, gate: null };
  const enrolled = user.hasSecondFactor ?? (await hasSecondFactor(db, user.id));
  return { required, gate: secondFactorGate({ admin, leader, sessionVerified, enrolled }, requirement) };
}

/** The 403 of every call but setting up the second factor from a session the gate holds: its reason tells the web to show the gate. */
export function assertPastSecondFactorGate(state: AccountSecondFactor): void {
  if (!state.gate) return;
  const { title, message } = SECOND_FACTOR_TEXTS.gate[state.gate];
  throw forbidden(message, { title, reason: SECOND_FACTOR_REASON, gate: state.gate });
}
