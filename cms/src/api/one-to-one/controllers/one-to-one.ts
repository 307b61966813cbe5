import { factories } from '@strapi/strapi';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, ONE_TO_ONE_MESSAGES, PORTAL_MESSAGES, REFERRAL_MESSAGES, oneToOneNoteSchema, oneToOneSchema, type OneToOneValues } from '@gro/config';
import type { Context } from 'koa';
import { signedIn } from '../../../auth/authenticate';
import { isAdmin } from '../../../auth/roles';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { parseId } from '../../../platform/http/params';
import { countedSend } from '../../../platform/limits/send-limits';
import { unknownIdField, validateBody } from '../../../platform/http/validate';
import { hiddenFromViewer } from '../../../auth/hidden-members';
import { apiService } from '../../services';

const UID = 'api::one-to-one.one-to-one';

function idOf(ctx: Context): number {
  const id = parseId(ctx.params.id);
  if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
  return id;
}

/** The Idempotency-Key header: absent (null) or a key of the pattern; anything else is a 400. */
function idempotencyKeyOf(ctx: Context): string | null {
  const raw = ctx.request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) throw badRequest(REFERRAL_MESSAGES.idempotencyKeyInvalid);
  return raw;
}

/** One-to-ones: routes/01-one-to-one-custom.ts lists who may call what. */
export default factories.createCoreController(UID, ({ strapi }) => {
  const service = () => apiService(strapi, UID);
  return {
    async propose(ctx: Context) {
      const key = idempotencyKeyOf(ctx);
      const input = await validateBody<OneToOneValues>(oneToOneSchema, ctx.request.body);
      const { user } = signedIn(ctx);
      // A member hidden from the directory is an unknown member to those who have not met them yet.
      if (await hiddenFromViewer(strapi.db.connection, { id: user.id, admin: isAdmin(user) }, Number(input.withId))) unknownIdField('withId', ONE_TO_ONE_MESSAGES.memberNotFound);
      // A proposal counts against the proposer's hourly and daily limits; a replayed one (created: false) does not.
      const { created, oneToOne, when } = await countedSend('one-to-one', user.id, () => service().propose(user.id, input, key), (r) => r.created);
      ctx.status = created ? 201 : 200;
      ctx.body = ok(oneToOne, ONE_TO_ONE_MESSAGES.proposed(oneToOne.invitee.fullname, when));
    },

    async mine(ctx: Context) {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok(await service().list(signedIn(ctx).user.id));
    },

    async confirm(ctx: Context) {
      ctx.body = ok(await service().confirm(idOf(ctx), signedIn(ctx).user.id), ONE_TO_ONE_MESSAGES.confirmed);
    },

    async cancel(ctx: Context) {
      ctx.body = ok(await service().cancel(idOf(ctx), signedIn(ctx).user.id), ONE_TO_ONE_MESSAGES.cancelled);
    },

    async note(ctx: Context) {
      const id = idOf(ctx);
      const input = await validateBody<{ note?: string | null }>(oneToOneNoteSchema, ctx.request.body);
      ctx.body = ok(await service().note(id, signedIn(ctx).user.id, input.note), ONE_TO_ONE_MESSAGES.noteSaved);
    },

    /** The calendar file itself, not the JSON envelope. */
    async ics(ctx: Context) {
      const { ics, id } = await service().ics(idOf(ctx), signedIn(ctx).user.id);
      ctx.set('Content-Disposition', `attachment; filename="one-to-one-${id}.ics"`);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = 'text/calendar; charset=utf-8';
      ctx.body = ics;
    },
  };
});
