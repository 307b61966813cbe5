import type { Core } from '@strapi/strapi';
import type { User } from '@gro/config';

const USER = 'plugin::users-permissions.user';
const SIGN_IN_LOG_LIMIT = 5;

/** The signed-in member's own account, in the User shape of spec §3. Never any secret field. */
const accountService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async findAccount(userId: number): Promise<User | null> {
    const row = await strapi.db.query(USER).findOne({
      where: { id: userId },
      select: ['id', 'firstname', 'lastname', 'email', 'phoneNumber', 'phoneExt', 'status', 'createdAt', 'updatedAt', 'stripeCustomerId'],
      populate: {
        avatar: { select: ['id', 'url', 'width', 'height'] },
        chapter: { select: ['id', 'documentId', 'name', 'slug'] },
        company: { select: ['id', 'documentId', 'name'] },
        role: { select: ['name'] },
      },
    });
    if (!row) return null;
    const [subscription, signIns] = await Promise.all([
      strapi.db.query('api::subscription.subscription').findOne({
        where: { user: { id: userId } },
        select: ['status'],
        orderBy: [{ createdAt: 'desc' }],
      }),
      strapi.db.query('api::sign-in-log.sign-in-log').findMany({
        where: { user: { id: userId } },
        select: ['createdAt'],
        orderBy: [{ createdAt: 'desc' }],
        limit: SIGN_IN_LOG_LIMIT,
      }),
    ]);
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
      stripeCustomerId: row.stripeCustomerId ?? null,
      chapterId: row.chapter?.id ?? null,
      chapter: row.chapter ? { id: row.chapter.id, uuid: row.chapter.documentId, name: row.chapter.name, slug: row.chapter.slug } : null,
      companyId: row.company?.id ?? null,
      company: row.company ? { id: row.company.id, uuid: row.company.documentId, name: row.company.name } : null,
      role: row.role ? [{ name: row.role.name }] : [],
      subscription: subscription ? { status: subscription.status } : null,
      signInLog: signIns.map((s: { createdAt: string }) => ({ createdAt: s.createdAt })),
    };
  },
});

export type AccountService = ReturnType<typeof accountService>;
export default accountService;
