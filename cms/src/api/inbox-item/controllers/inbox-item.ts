import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { INBOX_LIMITS, INBOX_MESSAGES, INBOX_STREAM, STREAM_LIMITS } from '@gro/config';
import { bearerExpiry } from '../../../auth/access-token';
import { signedIn } from '../../../auth/authenticate';
import { acceptsInboxStreams, openInboxStream } from '../../../notifications';
import { ok } from '../../../platform/http/envelope';
import { badRequest, serviceUnavailable } from '../../../platform/http/http-errors';
import { clientIp } from '../../../platform/http/request';
import { configuredLimit } from '../../../platform/limits/configured-limits';
import { consume } from '../../../platform/limits/rate-limit';
import { isShuttingDown } from '../../../platform/http/shutdown';
import { apiService } from '../../services';

/** The largest id a database integer column holds: a bigger 'before' is refused, not sent to the database. */
const MAX_ID = 2_147_483_647;

/** A positive whole number no bigger than an id can be, from a number or its decimal text; null otherwise. */
function idOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/** { all: true } or { ids: [1..100 ids] }, nothing else; null when the body is neither. */
function readTarget(body: unknown): number[] | 'all' | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const keys = Object.keys(body);
  const { all, ids } = body as { all?: unknown; ids?: unknown };
  if (keys.length === 1 && all === true) return 'all';
  if (keys.length !== 1 || !Array.isArray(ids) || ids.length === 0 || ids.length > INBOX_LIMITS.idsPerRead) return null;
  const parsed = ids.map((id) => (typeof id === 'number' ? idOf(id) : null));
  return parsed.every((id): id is number => id !== null) ? [...new Set(parsed)] : null;
}

/** The signed-in account's notification centre: a page of notifications, and marking them read. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const inbox = () => apiService(strapi, 'api::inbox-item.inbox-item');

  return {
    /** GET /account/inbox[?before=<id>]: the newest notifications (older than that one), and how many are unread. */
    async page(ctx: Context) {
      const raw = ctx.query.before;
      const before = raw === undefined ? null : idOf(raw);
      if (raw !== undefined && before === null) throw badRequest(INBOX_MESSAGES.beforeInvalid);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok(await inbox().page(signedIn(ctx).user.id, before));
    },

    /**
     * GET /account/inbox/stream: server-sent events for the caller's open page ('inbox' when their
     * notifications change), until the access token it was opened with expires (the page opens
     * another with its renewed token). Counted per account and per address.
     */
    async stream(ctx: Context) {
      const { user } = signedIn(ctx);
      if (!acceptsInboxStreams() || isShuttingDown()) throw serviceUnavailable(INBOX_MESSAGES.streamClosing);
      await consume([
        [`inbox-stream:user:${user.id}`, configuredLimit(STREAM_LIMITS.inboxStreamsPerHour)],
        [`inbox-stream:ip:${clientIp(ctx)}`, configuredLimit(STREAM_LIMITS.inboxStreamsPerAddressPerHour)],
      ]);
      const longest = INBOX_STREAM.maxMinutes * 60_000;
      const expiresAt = bearerExpiry(ctx);
      openInboxStream(ctx, user.id, expiresAt === null ? longest : Math.min(longest, expiresAt - Date.now()));
    },

    /** POST /account/inbox/read { ids } | { all: true }: marks the caller's own notifications read; answers how many stay unread. */
    async read(ctx: Context) {
      const target = readTarget(ctx.request.body);
      if (target === null) throw badRequest(INBOX_MESSAGES.readInvalid);
      const unread = await inbox().markRead(signedIn(ctx).user.id, target);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = ok({ unread }, target === 'all' ? INBOX_MESSAGES.readAll : undefined);
    },
  };
};
