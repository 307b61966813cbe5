import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SERVER_MESSAGES } from '@gro/config';
import { sendPublic } from '../../../platform/cache/public-cache';

const UID = 'api::terms.terms';

type TermsRow = { title: string; summary: string | null; lastUpdated: string | null; sections?: { heading: string; body: string }[] | null };

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** The published terms with their sections. */
  async find(ctx) {
    await sendPublic(ctx, 'terms', async () => {
      const row: TermsRow | null = await strapi.db.query(UID).findOne({
        select: ['title', 'summary', 'lastUpdated'],
        where: { publishedAt: { $notNull: true } },
        populate: { sections: true },
        orderBy: [{ publishedAt: 'desc' }],
      });
      if (!row) throw new errors.NotFoundError(SERVER_MESSAGES.termsNotPublished);
      return {
        title: row.title,
        summary: row.summary ?? null,
        sections: (row.sections ?? []).map((s) => ({ heading: s.heading, body: s.body })),
        lastUpdated: row.lastUpdated ?? null,
      };
    });
  },
}));
