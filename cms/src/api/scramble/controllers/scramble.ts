import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SERVER_MESSAGES } from '@gro/config';
import { sendPublic } from '../../../utils/public-cache';

const UID = 'api::scramble.scramble';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    await sendPublic(ctx, 'scramble', async () => {
      const row = await strapi.db.query(UID).findOne({ select: ['title', 'description', 'url', 'eventDate'] });
      if (!row) throw new errors.NotFoundError(SERVER_MESSAGES.scrambleNotSetUp);
      return { title: row.title, description: row.description ?? null, url: row.url, eventDate: row.eventDate ?? null };
    });
  },
}));
