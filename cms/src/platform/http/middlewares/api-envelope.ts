import type { Context, Next } from 'koa';
import type { Core } from '@strapi/strapi';
import { DEFAULT_ERROR_TITLE, GENERAL_ERROR_MESSAGE, SERVER_MESSAGES } from '@gro/config';
import { fail, titleForStatus } from '../envelope';

type StrapiErrorBody = {
  data: null;
  error: { status?: number; name?: string; message?: string; details?: Record<string, unknown> };
};

function isStrapiErrorBody(body: unknown): body is StrapiErrorBody {
  return !!body && typeof body === 'object' && 'error' in body && !('ok' in body) && typeof (body as StrapiErrorBody).error === 'object';
}

/** Validation details never echo submitted values back (they may be passwords). */
function cleanDetails(details: Record<string, unknown> | undefined) {
  if (!details) return undefined;
  const { title: _title, ...rest } = details;
  const errors = Array.isArray(rest.errors)
    ? rest.errors.map((e: { path?: unknown; message?: unknown; name?: unknown }) => ({ path: e.path, message: e.message, name: e.name }))
    : undefined;
  return errors ? { ...rest, errors } : rest;
}

const noEndpoint = (ctx: Context) => SERVER_MESSAGES.noEndpoint(ctx.method, ctx.path);

/**
 * Every answer under /api is the envelope of ARCHITECTURE.md: Strapi's own error bodies,
 * unknown paths and thrown errors are rewritten as { ok: false, error: true, data: null, message }.
 * It sits outside strapi::errors, so it sees the body that middleware produced.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();

    try {
      await next();
    } catch (err) {
      strapi.log.error(err instanceof Error ? err.stack ?? err.message : String(err));
      ctx.status = 500;
      ctx.body = fail(DEFAULT_ERROR_TITLE, GENERAL_ERROR_MESSAGE);
      return;
    }

    const body = ctx.body;
    if (isStrapiErrorBody(body)) {
      const status = body.error.status ?? ctx.status;
      const title = typeof body.error.details?.title === 'string' ? body.error.details.title : titleForStatus(status);
      const genericNotFound = status === 404 && (!body.error.message || body.error.message === 'Not Found');
      // A 502 or 503 carries our own message ('The payment provider did not answer…', 'Payments are not
      // configured.'); other 5xx never leak details.
      const message = status >= 500 && status !== 502 && status !== 503
        ? GENERAL_ERROR_MESSAGE
        : genericNotFound
          ? noEndpoint(ctx)
          : body.error.message || titleForStatus(status);
      ctx.status = status;
      const retryAfter = body.error.details?.retryAfter;
      if (status === 429 && typeof retryAfter === 'number') ctx.set('Retry-After', String(retryAfter));
      ctx.body = fail(title, message, cleanDetails(body.error.details));
      return;
    }
    if ((ctx.status === 404 || ctx.status === 405) && (body == null || typeof body === 'string')) {
      const status = ctx.status;
      ctx.body = fail(titleForStatus(status), status === 404 ? noEndpoint(ctx) : SERVER_MESSAGES.methodNotAllowed(ctx.method, ctx.path));
      ctx.status = status;
    }
  };
};
