import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { sendPublic } from '../../../utils/public-cache';
import { todayIn } from '../../../utils/dates';
import { CHAPTER_NOT_FOUND } from '@gro/config';

const UID = 'api::event.event';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    await sendPublic(ctx, 'event:all', () => strapi.service(UID).listAll());
  },

  /** ?chapter= takes a chapter's numeric id or its slug. */
  async findActive(ctx) {
    const raw = ctx.query.chapter;
    if (raw === undefined || raw === '') {
      await sendPublic(ctx, `event:active:${todayIn()}`, () => strapi.service(UID).listActive({}));
      return;
    }
    const value = String(raw).toLowerCase();
    if (!/^[a-z0-9-]{1,120}$/.test(value)) throw new errors.ValidationError('chapter must be a chapter id or slug');
    const chapter = await strapi.db.query('api::chapter.chapter').findOne({
      select: ['id'],
      where: /^[0-9]+$/.test(value) ? { id: Number(value) } : { slug: value },
    });
    if (!chapter) throw new errors.NotFoundError(CHAPTER_NOT_FOUND.message, { title: CHAPTER_NOT_FOUND.title });
    await sendPublic(ctx, `event:active:${todayIn()}:${chapter.id}`, () => strapi.service(UID).listActive({ chapterId: chapter.id }));
  },
}));
