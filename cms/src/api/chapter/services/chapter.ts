import { factories } from '@strapi/strapi';
import { CHAPTER_FIELDS, toChapter, toPublicMember } from '../../../utils/mappers';

const UID = 'api::chapter.chapter';

export default factories.createCoreService(UID, ({ strapi }) => ({
  async listPublic({ activeOnly }: { activeOnly: boolean }) {
    const rows = await strapi.db.query(UID).findMany({
      select: [...CHAPTER_FIELDS],
      where: activeOnly ? { isActive: true } : {},
      orderBy: [{ name: 'asc' }],
    });
    return rows.map(toChapter);
  },

  /** One chapter without its members (the dashboard's); null when absent. */
  async findPublicChapter(id: number) {
    const row = await strapi.db.query(UID).findOne({ select: [...CHAPTER_FIELDS], where: { id } });
    return row ? toChapter(row) : null;
  },

  /** Chapter detail with its active members and their role names; null when absent. */
  async findPublic(where: { id: number } | { slug: string }) {
    const row = await strapi.db.query(UID).findOne({ select: [...CHAPTER_FIELDS], where });
    if (!row) return null;
    const members = await strapi.db.query('plugin::users-permissions.user').findMany({
      select: ['id', 'firstname', 'lastname'],
      where: { chapter: { id: row.id }, status: 'Active', blocked: false },
      populate: {
        role: { select: ['name'] },
        company: { select: ['id', 'documentId', 'name'] },
        avatar: { select: ['url', 'width', 'height'] },
      },
      orderBy: [{ lastname: 'asc' }, { firstname: 'asc' }],
    });
    return { ...toChapter(row), users: members.map(toPublicMember) };
  },
}));
