import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CHAPTER_LEADER_MESSAGES, isAdminRoleName, type ChapterLeader, type Leadership } from '@gro/config';
import { documentId } from '../../../platform/db/document-id';
import { publicContentChanged } from '../../../platform/cache/public-cache';
import { conflict } from '../../../platform/http/http-errors';
import { chapterLeaderGrantedEmail, chapterLeaderRevokedEmail } from '../messages';
import { sendMailInBackground } from '../../../notifications';
import { apiService } from '../../services';
import { USER_COMPANY, USER_ROLE } from '../../../platform/db/links';

const roleLink = USER_ROLE.as('rl');
const companyLink = USER_COMPANY.as('cl');

const UID = 'api::chapter-leader.chapter-leader';
const TABLE = 'chapter_leaders';

type Db = Core.Strapi['db']['connection'];
type Member = { id: number; firstname: string | null; fullname: string; email: string; status: string; hasCompany: boolean; admin: boolean };
type Chapter = { id: number; name: string; slug: string };

const iso = (value: Date | string | number) => new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value).toISOString();
const fullname = (u: { firstname: string | null; lastname: string | null; email: string }) => [u.firstname, u.lastname].filter(Boolean).join(' ') || u.email;

/**
 * Chapter leaders: who leads which chapter, given and taken by admins. A
 * grant is one INSERT … ON CONFLICT DO NOTHING on the unique (user_id, chapter_id), a revoke one
 * DELETE; each records the activity entry in its own transaction, only when it changed something
 * (granting twice, or twice at once, stores one row and one entry).
 */
const chapterLeaderService = ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => strapi.db.connection;
  const activity = () => apiService(strapi, 'api::admin-activity.admin-activity');

  async function chapterOf(conn: Db, id: number): Promise<Chapter> {
    const row = await conn('chapters').where({ id }).first('id', 'name', 'slug');
    if (!row) throw new errors.NotFoundError(CHAPTER_LEADER_MESSAGES.chapterNotFound);
    return { id: Number(row.id), name: row.name, slug: row.slug };
  }

  async function memberOf(conn: Db, id: number): Promise<Member> {
    const row = await conn('up_users as u')
      .leftJoin(roleLink.table, roleLink.owner, 'u.id')
      .leftJoin('up_roles as r', 'r.id', roleLink.target)
      .leftJoin(companyLink.table, companyLink.owner, 'u.id')
      .where('u.id', id)
      .first('u.id', 'u.firstname', 'u.lastname', 'u.email', 'u.status', 'r.name as role', `${companyLink.target} as company_id`);
    if (!row) throw new errors.NotFoundError(CHAPTER_LEADER_MESSAGES.userNotFound);
    return { id: Number(row.id), firstname: row.firstname ?? null, fullname: fullname(row), email: row.email, status: row.status, hasCompany: row.company_id !== null && row.company_id !== undefined, admin: isAdminRoleName(row.role) };
  }

  const who = (m: Member) => `${m.fullname} <${m.email}>`;

  return {
    /** GET /chapter/{id}/leaders: the chapter's leaders, by name. */
    async leadersOf(chapterId: number): Promise<ChapterLeader[]> {
      await chapterOf(db(), chapterId);
      const rows = await db()(`${TABLE} as l`)
        .join('up_users as u', 'u.id', 'l.user_id')
        .where('l.chapter_id', chapterId)
        .orderByRaw('lower(u.lastname), lower(u.firstname), u.id')
        .select('u.id', 'u.firstname', 'u.lastname', 'u.email', 'l.created_at');
      return rows.map((r: { id: number; firstname: string | null; lastname: string | null; email: string; created_at: Date | string | number }) => ({
        user: { id: Number(r.id), fullname: fullname(r), email: r.email },
        grantedAt: iso(r.created_at),
      }));
    },

    /** GET /user/{id}/leads: the chapters a member leads, by name. */
    async leadsOf(userId: number): Promise<Leadership[]> {
      await memberOf(db(), userId);
      const rows = await db()(`${TABLE} as l`)
        .join('chapters as c', 'c.id', 'l.chapter_id')
        .where('l.user_id', userId)
        .orderByRaw('lower(c.name), c.id')
        .select('c.id', 'c.name', 'c.slug', 'l.created_at');
      return rows.map((r: { id: number; name: string; slug: string; created_at: Date | string | number }) => ({
        chapter: { id: Number(r.id), name: r.name, slug: r.slug },
        grantedAt: iso(r.created_at),
      }));
    },

    /**
     * PUT /chapter/{id}/leaders/{userId}: makes an Active member of a company a leader of the
     * chapter. 404 for an unknown chapter or user; 409 for an admin, an account that is not Active or
     * has no company. `created` is false when they already led it (nothing written).
     */
    async grant(actorId: number, chapterId: number, userId: number): Promise<{ created: boolean; member: Member; chapter: Chapter }> {
      const granted = await strapi.db.transaction(async ({ trx }) => {
        const chapter = await chapterOf(trx, chapterId);
        const member = await memberOf(trx, userId);
        if (member.admin || member.status !== 'Active' || !member.hasCompany) throw conflict(CHAPTER_LEADER_MESSAGES.notEligible);
        const stamp = new Date();
        const inserted: unknown[] = await trx(TABLE)
          .insert({ document_id: documentId(), user_id: userId, chapter_id: chapterId, granted_by_id: actorId, created_at: stamp, updated_at: stamp, published_at: stamp })
          .onConflict(['user_id', 'chapter_id'])
          .ignore()
          .returning('id');
        const created = inserted.length > 0;
        if (created) {
          await activity().record({
            actorId, action: 'grant', subject: 'chapter-leader', subjectId: `${chapterId}-${userId}`,
            summary: `Made ${member.fullname} leader of ${chapter.name}`, before: null, after: { chapter: chapter.name, member: who(member) },
          });
          // Queued with the row: the member hears of it only if the grant is stored.
          await sendMailInBackground(strapi, chapterLeaderGrantedEmail(member, chapter));
        }
        return { created, member, chapter };
      });
      // The chapter's page names its leaders (cached with the public content).
      if (granted.created) publicContentChanged();
      return granted;
    },

    /** DELETE /chapter/{id}/leaders/{userId}: the member no longer leads the chapter. 404 when they did not. */
    async revoke(actorId: number, chapterId: number, userId: number): Promise<{ member: Member; chapter: Chapter }> {
      const revoked = await strapi.db.transaction(async ({ trx }) => {
        const chapter = await chapterOf(trx, chapterId);
        const member = await memberOf(trx, userId);
        const removed = await trx(TABLE).where({ user_id: userId, chapter_id: chapterId }).delete();
        if (Number(removed) !== 1) throw new errors.NotFoundError(CHAPTER_LEADER_MESSAGES.notLeader);
        await activity().record({
          actorId, action: 'revoke', subject: 'chapter-leader', subjectId: `${chapterId}-${userId}`,
          summary: `Removed ${member.fullname} as leader of ${chapter.name}`, before: { chapter: chapter.name, member: who(member) }, after: null,
        });
        await sendMailInBackground(strapi, chapterLeaderRevokedEmail(member, chapter));
        return { member, chapter };
      });
      publicContentChanged();
      return revoked;
    },
  };
};

export type ChapterLeaderService = ReturnType<typeof chapterLeaderService>;
export default factories.createCoreService(UID, chapterLeaderService);
