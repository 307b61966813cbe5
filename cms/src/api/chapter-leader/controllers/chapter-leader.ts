import { factories } from '@strapi/strapi';
import { CHAPTER_LEADER_MESSAGES, PORTAL_MESSAGES } from '@gro/config';
import type { Context } from 'koa';
import { signedIn } from '../../../auth/authenticate';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { parseId } from '../../../platform/http/params';
import { apiService } from '../../services';

const UID = 'api::chapter-leader.chapter-leader';

function idParam(ctx: Context, name: string): number {
  const id = parseId(ctx.params[name]);
  if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
  return id;
}

/** Chapter leaders: admins list, grant and revoke who leads which chapter. */
export default factories.createCoreController(UID, ({ strapi }) => {
  const leaders = () => apiService(strapi, UID);
  return {
    async leadersOf(ctx: Context) {
      ctx.body = ok(await leaders().leadersOf(idParam(ctx, 'id')));
    },

    async leadsOf(ctx: Context) {
      ctx.body = ok(await leaders().leadsOf(idParam(ctx, 'id')));
    },

    /** 201 when the member becomes a leader, 200 when they already were. */
    async grant(ctx: Context) {
      const chapterId = idParam(ctx, 'id');
      const userId = idParam(ctx, 'userId');
      const { created, member, chapter } = await leaders().grant(signedIn(ctx).user.id, chapterId, userId);
      ctx.status = created ? 201 : 200;
      ctx.body = ok(await leaders().leadersOf(chapterId), (created ? CHAPTER_LEADER_MESSAGES.granted : CHAPTER_LEADER_MESSAGES.alreadyLeader)(member.fullname, chapter.name));
    },

    async revoke(ctx: Context) {
      const chapterId = idParam(ctx, 'id');
      const { member, chapter } = await leaders().revoke(signedIn(ctx).user.id, chapterId, idParam(ctx, 'userId'));
      ctx.body = ok(await leaders().leadersOf(chapterId), CHAPTER_LEADER_MESSAGES.revoked(member.fullname, chapter.name));
    },
  };
});
