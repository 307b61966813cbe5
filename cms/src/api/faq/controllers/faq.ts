import { factories } from '@strapi/strapi';
import { sendPublic } from '../../../platform/cache/public-cache';

const UID = 'api::faq.faq';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** Published FAQs in the order staff gave them. */
  async find(ctx) {
    await sendPublic(ctx, 'faq:all', async () => {
      const rows: { id: number; question: string; answer: string }[] = await strapi.db.query(UID).findMany({
        select: ['id', 'question', 'answer'],
        where: { publishedAt: { $notNull: true } },
        orderBy: [{ order: 'asc' }, { id: 'asc' }],
      });
      return rows.map((r) => ({ id: r.id, question: r.question, answer: r.answer }));
    });
  },
}));
