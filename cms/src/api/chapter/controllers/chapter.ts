import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CHAPTER_NOT_FOUND } from '@gro/config';
import { sendPublic } from '../../../utils/public-cache';
import { parseId } from '../../../utils/params';

const UID = 'api::chapter.chapter';
const notFound = () => new errors.NotFoundError(CHAPTER_NOT_FOUND.message, { title: CHAPTER_NOT_FOUND.title });

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    await sendPublic(ctx, 'chapter:all', () => strapi.service(UID).listPublic({ activeOnly: false }));
  },

  async findActive(ctx) {
    await sendPublic(ctx, 'chapter:active', () => strapi.service(UID).listPublic({ activeOnly: true }));
  },

  async findOne(ctx) {
    const id = parseId(ctx.params.id);
    if (id === null) throw notFound();
    await sendPublic(ctx, `chapter:id:${id}`, async () => {
      const chapter = await strapi.service(UID).findPublic({ id });
      if (!chapter) throw notFound();
      return chapter;
    });
  },

  async findBySlug(ctx) {
    const slug = String(ctx.params.slug ?? '').toLowerCase();
    if (!/^[a-z0-9-]{1,120}$/.test(slug)) throw notFound();
    await sendPublic(ctx, `chapter:slug:${slug}`, async () => {
      const chapter = await strapi.service(UID).findPublic({ slug });
      if (!chapter) throw notFound();
      return chapter;
    });
  },
}));
