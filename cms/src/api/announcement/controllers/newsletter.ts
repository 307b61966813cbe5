import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { NEWSLETTER_MESSAGES, newsletterSendSchema, type NewsletterSendValues } from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { isAdmin } from '../../../auth/roles';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { parseId } from '../../../platform/http/params';
import { validateBody } from '../../../platform/http/validate';
import { countedSend } from '../../../platform/limits/send-limits';
import { cancelNewsletterSend, listNewsletters, newsletterIssue, previewNewsletter, sendNewsletter, sendTestNewsletter, type Writer } from '../domain/newsletter';

/** The id of the route (400 when it is not one). */
function routeId(ctx: Context): number {
  const id = parseId(ctx.params.id);
  if (id === null) throw badRequest('id must be a whole number from 1.');
  return id;
}

/** The GRO newsletter: admins list, preview, test, send or schedule it and cancel what waits; its recipients read each issue. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const writerOf = async (ctx: Context): Promise<Writer> => {
    const { user } = signedIn(ctx);
    const row = (await strapi.db.connection('up_users').where('id', user.id).first('firstname', 'email')) as { firstname: string | null; email: string | null };
    return { id: user.id, firstname: row.firstname, email: row.email };
  };
  const input = (ctx: Context) => validateBody<NewsletterSendValues>(newsletterSendSchema, ctx.request.body);

  return {
    /** GET /newsletters[?page=]: the newsletters staff wrote, last edited first, each with its sends. */
    async list(ctx: Context) {
      const raw = ctx.query.page;
      const page = raw === undefined ? 1 : parseId(raw);
      if (page === null) throw badRequest(NEWSLETTER_MESSAGES.pageInvalid);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok(await listNewsletters(strapi, page));
    },

    /** POST /newsletters/:id/preview: the email and SMS as the audience gets them, and how many it reaches. */
    async preview(ctx: Context) {
      const id = routeId(ctx);
      const values = await input(ctx);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok(await previewNewsletter(strapi, id, await writerOf(ctx), values));
    },

    /** POST /newsletters/:id/test: the email to the admin alone; counted with the news tests. */
    async test(ctx: Context) {
      const id = routeId(ctx);
      const values = await input(ctx);
      const writer = await writerOf(ctx);
      await countedSend('news-test', writer.id, () => sendTestNewsletter(strapi, id, writer, values));
      ctx.body = ok(null, NEWSLETTER_MESSAGES.testSent(writer.email ?? ''));
    },

    /** POST /newsletters/:id/send: sends now or schedules; counted against the admin's hourly and daily limits. */
    async send(ctx: Context) {
      const id = routeId(ctx);
      const values = await input(ctx);
      const { user } = signedIn(ctx);
      const made = await countedSend('newsletter', user.id, () => sendNewsletter(strapi, id, user.id, values));
      ctx.status = 201;
      ctx.body = ok({ id: made.id, scheduled: made.scheduled, recipients: made.recipients }, made.scheduled ? NEWSLETTER_MESSAGES.scheduled : NEWSLETTER_MESSAGES.sent(made.recipients));
    },

    /** GET /newsletter-issues/:id: an issue, for a member it went to (or an admin). */
    async issue(ctx: Context) {
      const { user } = signedIn(ctx);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok(await newsletterIssue(strapi, routeId(ctx), { userId: user.id, admin: isAdmin(user) }));
    },

    /** DELETE /newsletter-issues/:id: cancels a send still waiting for its time (409 once it has started). */
    async cancel(ctx: Context) {
      await cancelNewsletterSend(strapi, routeId(ctx));
      ctx.body = ok(null, NEWSLETTER_MESSAGES.cancelled);
    },
  };
};
