import type { Core } from '@strapi/strapi';
import { AUTH_TEXTS, contactVisibilityOf, isAdminRoleName, isEmailChange, normaliseEmail, type AboutValues, type ContactVisibility, type MemberSubscription, type User } from '@gro/config';
import { assertCurrentPassword } from '../../../auth/current-password';
import { ledChapters } from '../../../auth/leadership';
import { memberDataAccessOf } from '../../../auth/member-data';
import { setPassword } from '../../../auth/password-hash';
import { sessions } from '../../../auth/session';
import { fieldError } from '../../../platform/http/validate';
import { storedId } from '../../subscription/services/customer';
import { apiService } from '../../services';

/** The account with its latest subscription as the dashboard shows it (always present here, unlike on sign-in). */
export type AccountWithSubscription = User & { subscription: MemberSubscription | null };

const USER = 'plugin::users-permissions.user';
const PROFESSION = 'api::profession.profession';
const SIGN_IN_LOG_LIMIT = 5;
const emailChanges = (strapi: Core.Strapi) => apiService(strapi, 'api::account.email-change');

export type ProfileInput = {
  firstname: string;
  lastname: string;
  email?: string | null;
  phoneNumber: string;
  phoneExt?: string | null;
  currentPassword?: string;
};

/** The signed-in member's own account, in the User shape of spec §3. Never any secret field. */
const accountService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async findAccount(userId: number): Promise<AccountWithSubscription | null> {
    const row = await strapi.db.query(USER).findOne({
      where: { id: userId },
      select: ['id', 'firstname', 'lastname', 'email', 'phoneNumber', 'phoneExt', 'status', 'createdAt', 'updatedAt', 'stripeCustomerId', 'directoryHidden', 'contactVisibility', 'confirmed', 'bio', 'idealReferral', 'website', 'linkedin'],
      populate: {
        avatar: { select: ['id', 'url', 'width', 'height'] },
        chapter: { select: ['id', 'documentId', 'name', 'slug'] },
        company: { select: ['id', 'documentId', 'name'] },
        role: { select: ['name'] },
        profession: { select: ['id', 'name'] },
      },
    });
    if (!row) return null;
    const [subscription, signIns, leads] = await Promise.all([
      apiService(strapi, 'api::subscription.subscription').latestOf(userId),
      strapi.db.query('api::sign-in-log.sign-in-log').findMany({
        where: { user: { id: userId } },
        select: ['createdAt'],
        orderBy: [{ createdAt: 'desc' }],
        limit: SIGN_IN_LOG_LIMIT,
      }),
      ledChapters(strapi.db.connection, userId),
    ]);
    const companyId: number | null = row.company?.id ?? null;
    const memberData = await memberDataAccessOf(strapi, { id: row.id, verified: row.confirmed === true, role: row.role ?? null, companyId });
    return {
      id: row.id,
      firstname: row.firstname ?? '',
      lastname: row.lastname ?? '',
      fullname: [row.firstname, row.lastname].filter(Boolean).join(' '),
      email: row.email,
      phoneNumber: row.phoneNumber ?? null,
      phoneExt: row.phoneExt ?? null,
      status: row.status,
      avatar: row.avatar ? { url: row.avatar.url, width: row.avatar.width ?? null, height: row.avatar.height ?? null } : null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      stripeCustomerId: storedId(row.stripeCustomerId),
      chapterId: row.chapter?.id ?? null,
      chapter: row.chapter ? { id: row.chapter.id, uuid: row.chapter.documentId, name: row.chapter.name, slug: row.chapter.slug } : null,
      companyId: row.company?.id ?? null,
      company: row.company ? { id: row.company.id, uuid: row.company.documentId, name: row.company.name } : null,
      role: row.role ? [{ name: row.role.name }] : [],
      profession: row.profession ? { id: row.profession.id, name: row.profession.name } : null,
      about: { bio: row.bio || null, idealReferral: row.idealReferral || null, website: row.website || null, linkedin: row.linkedin || null },
      subscription,
      signInLog: signIns.map((s: { createdAt: string }) => ({ createdAt: s.createdAt })),
      directoryHidden: row.directoryHidden === true,
      contactVisibility: contactVisibilityOf(row.contactVisibility),
      emailVerified: row.confirmed === true,
      memberData,
      // Rights a leader holds only while a member of a company, and never as an admin (who holds them all).
      leads: row.company && !isAdminRoleName(row.role?.name) ? leads : [],
    };
  },

  /**
   * What the member says about their work: a profession of the list (400 for an id it does not
   * hold), bio, ideal referral, website and LinkedIn; a blank field clears it.
   */
  async updateAbout(userId: number, input: AboutValues): Promise<void> {
    const professionId = input.professionId ?? null;
    if (professionId !== null && !(await strapi.db.query(PROFESSION).findOne({ where: { id: professionId }, select: ['id'] }))) {
      fieldError('professionId', AUTH_TEXTS.unknownProfession);
    }
    const text = (value: string | null | undefined) => (value ? value : null);
    await strapi.db.query(USER).update({
      where: { id: userId },
      data: { profession: professionId, bio: text(input.bio), idealReferral: text(input.idealReferral), website: text(input.website), linkedin: text(input.linkedin) },
    });
  },

  /** The member's privacy switch: hidden members are left out of other members' lists of people. */
  async setDirectoryHidden(userId: number, directoryHidden: boolean): Promise<void> {
    await strapi.db.query(USER).update({ where: { id: userId }, data: { directoryHidden } });
  },

  /** Who sees the member's email address and phone number (contact visibility). */
  async setContactVisibility(userId: number, contactVisibility: ContactVisibility): Promise<void> {
    await strapi.db.query(USER).update({ where: { id: userId }, data: { contactVisibility } });
  },

  /**
   * Saves name and phone. A different email needs the current password (limited like sign-in) and
   * an address no other account has (409); it is only asked for here: the link mailed to the new
   * address makes the change (email-change service). Answers whether a change was asked for.
   */
  async updateProfile(userId: number, input: ProfileInput, ip: string): Promise<boolean> {
    const member: { id: number; email: string; firstname: string | null } = await strapi.db
      .query(USER)
      .findOne({ where: { id: userId }, select: ['id', 'email', 'firstname'] });
    const newEmail = isEmailChange(input.email, member.email) ? normaliseEmail(input.email as string) : null;
    if (newEmail) {
      if (!input.currentPassword) fieldError('currentPassword', AUTH_TEXTS.currentPasswordForEmail);
      await assertCurrentPassword(strapi, userId, input.currentPassword);
      await emailChanges(strapi).assertAvailable(newEmail, userId);
    }
    await strapi.db.query(USER).update({
      where: { id: userId },
      data: { firstname: input.firstname, lastname: input.lastname, phoneNumber: input.phoneNumber, phoneExt: input.phoneExt || null },
    });
    if (newEmail) await emailChanges(strapi).request(member, newEmail, ip);
    return newEmail !== null;
  },

  /** Needs the current password (limited like sign-in); signs out every session but `sessionId` and tells the member by email. */
  async changePassword(userId: number, sessionId: number, currentPassword: string, newPassword: string): Promise<void> {
    await assertCurrentPassword(strapi, userId, currentPassword);
    const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'email', 'firstname'] });
    await setPassword(strapi, user.id, newPassword);
    await sessions(strapi).revokeAll(user.id, 'password-change', sessionId);
    await apiService(strapi, 'api::authenticate.authenticate').mailPasswordChanged(user, 'change');
  },
});

export type AccountService = ReturnType<typeof accountService>;
export default accountService;
