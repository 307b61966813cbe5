import { factories } from '@strapi/strapi';
import type { Profession } from '@gro/config';
import { sendPublic } from '../../../platform/cache/public-cache';

const UID = 'api::profession.profession';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** Every profession of the list, by category then name (the account form groups them so). */
  async find(ctx) {
    await sendPublic(ctx, 'profession:all', async (): Promise<Profession[]> => {
      const rows: { id: number; name: string; category: string | null }[] = await strapi.db.query(UID).findMany({
        select: ['id', 'name', 'category'],
        orderBy: [{ category: 'asc' }, { name: 'asc' }, { id: 'asc' }],
      });
      return rows.map((r) => ({ id: r.id, name: r.name, category: r.category || null }));
    });
  },
}));
