import { factories } from '@strapi/strapi';
import { sendPublic } from '../../../platform/cache/public-cache';

const UID = 'api::testimonial.testimonial';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** Published testimonials in the order staff gave them. */
  async find(ctx) {
    await sendPublic(ctx, 'testimonial:all', async () => {
      const rows: { id: number; quote: string; name: string; title: string | null }[] = await strapi.db.query(UID).findMany({
        select: ['id', 'quote', 'name', 'title'],
        where: { publishedAt: { $notNull: true } },
        orderBy: [{ order: 'asc' }, { id: 'asc' }],
      });
      return rows.map((r) => ({ id: r.id, quote: r.quote, name: r.name, title: r.title ?? '' }));
    });
  },
}));
