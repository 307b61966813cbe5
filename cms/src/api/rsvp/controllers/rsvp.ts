import { factories } from '@strapi/strapi';
import { PORTAL_MESSAGES, RSVP_MESSAGES, rsvpSchema, type RsvpRequest } from '@gro/config';
import type { Context } from 'koa';
import { signedIn } from '../../../auth/authenticate';
import { contactViewerOf } from '../../../auth/contact-visibility';
import { memberDataAccessOf } from '../../../auth/member-data';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { parseId } from '../../../platform/http/params';
import { fieldError, validateBody } from '../../../platform/http/validate';
import { attendeesCsv } from '../domain/csv';
import { apiService } from '../../services';

const UID = 'api::rsvp.rsvp';

function eventIdOf(ctx: Context): number {
  const id = parseId(ctx.params.id);
  if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
  return id;
}

/** ?date= of the attendee list: absent (the next occurrence) or one calendar date. */
function dateOf(ctx: Context): string | null {
  const raw = ctx.query.date;
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) fieldError('date', RSVP_MESSAGES.dateInvalid);
  return raw;
}

/** RSVPs: members answer for each upcoming occurrence; admins read and export the answers. */
export default factories.createCoreController(UID, ({ strapi }) => {
  const rsvps = () => apiService(strapi, UID);
  return {
    async mine(ctx: Context) {
      ctx.body = ok(await rsvps().mine(signedIn(ctx).user.id));
    },

    async overview(ctx: Context) {
      const { user } = signedIn(ctx);
      ctx.body = ok(await rsvps().overview(eventIdOf(ctx), user.id, (await memberDataAccessOf(strapi, user)).allowed));
    },

    async answer(ctx: Context) {
      const id = eventIdOf(ctx);
      const input = await validateBody<RsvpRequest>(rsvpSchema, ctx.request.body);
      const answer = await rsvps().answer(id, signedIn(ctx).user.id, input);
      const message =
        answer.status === 'Going'
          ? RSVP_MESSAGES.going(answer.title, answer.date)
          : answer.status === 'Waitlisted'
            ? RSVP_MESSAGES.waitlisted(answer.title, answer.date, answer.waitlistPosition ?? 1)
            : RSVP_MESSAGES.notGoing(answer.title, answer.date);
      const { user } = signedIn(ctx);
      ctx.body = ok(await rsvps().overview(id, user.id, (await memberDataAccessOf(strapi, user)).allowed), message);
    },

    async attendees(ctx: Context) {
      ctx.body = ok(await rsvps().attendees(eventIdOf(ctx), dateOf(ctx), await contactViewerOf(strapi.db.connection, signedIn(ctx).user)));
    },

    /** The same list as a spreadsheet download: the CSV itself, not the JSON envelope. */
    async attendeesCsv(ctx: Context) {
      const list = await rsvps().attendees(eventIdOf(ctx), dateOf(ctx), await contactViewerOf(strapi.db.connection, signedIn(ctx).user));
      ctx.set('Content-Disposition', `attachment; filename="attendees-${list.eventId}-${list.date}.csv"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = attendeesCsv(list);
    },
  };
});
