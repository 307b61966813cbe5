import type { Context, Next } from 'koa';
import { SERVER_MESSAGES } from '@gro/config';
import { badRequest } from '../http-errors';
import { inputProblem } from '../input-shape';

const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * Every /api request's path, query and parsed body pass platform/http/input-shape before any route sees
 * them: NUL characters, inherited-property keys and deep nesting are a 400 with a message, for
 * our routes and Strapi's alike (they would otherwise reach yup, lodash or the database).
 */
export default () => async (ctx: Context, next: Next) => {
  if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
  // Stripe's events nest deeper than any form: the webhook reads only the raw body, whose signature it checks first.
  const body = ctx.path === STRIPE_WEBHOOK_PATH ? undefined : ctx.request.body;
  // The HTTP parser refuses a raw NUL in the path; an encoded one would reach a route's parameter.
  const problem = ctx.path.includes('%00') ? SERVER_MESSAGES.nulCharacter : (inputProblem(ctx.query) ?? inputProblem(body));
  if (problem) throw badRequest(problem);
  return next();
};
