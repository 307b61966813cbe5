import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SERVER_MESSAGES } from '@gro/config';
import { sendPublic } from '../../../platform/cache/public-cache';

const UID = 'api::contact-detail.contact-detail';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** GET /api/contact-details: the organisation's email, phone and address staff keep. */
  async find(ctx) {
    await sendPublic(ctx, 'contact-details', async () => {
      const row = await strapi.db.query(UID).findOne({ select: ['email', 'phone', 'address'] });
      if (!row) throw new errors.NotFoundError(SERVER_MESSAGES.contactDetailsNotSetUp);
      return { email: row.email, phone: row.phone, address: row.address };
    });
  },
}));
