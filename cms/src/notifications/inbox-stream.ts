import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import { INBOX_STREAM } from '@gro/config';
import { busChannel, connectBus, unreachableReporter, type Bus } from '../platform/bus/redis-bus';

/**
 * The live side of the notification centre: each open portal page holds one server-sent-events
 * stream (GET /account/inbox/stream), and is told 'inbox' whenever its account's notifications
 * change, so its bell updates without a reload. The event carries nothing but its name: the page
 * reads GET /account/inbox, with its own token, for what changed.
 *
 * A change written on one server reaches the streams every server holds: with REDIS_URL set it is
 * published on a Redis channel (each server ignores its own); without it there is one server. A
 * server that reconnects to Redis tells all of its streams, since announcements may have been
 * missed meanwhile. On shutdown every stream is ended first, so open pages never hold the drain up
 * (they reconnect to another server).
 */
type Stream = { userId: number; out: PassThrough; openedAt: number };

const streams = new Map<number, Set<Stream>>();
let accepting = true;
let bus: Bus | null = null;

const HEARTBEAT = ': keep-alive\n\n';
const event = (name: string) => `event: ${name}\ndata: {}\n\n`;

function send(userId: number, text: string) {
  for (const stream of streams.get(userId) ?? []) stream.out.write(text);
}

function tellLocal(userIds: Iterable<number>) {
  const text = event(INBOX_STREAM.changedEvent);
  for (const userId of new Set(userIds)) send(userId, text);
}

function tellEveryLocal() {
  tellLocal([...streams.keys()]);
}

/** Whether new streams are taken (false once the server is shutting down). */
export const acceptsInboxStreams = (): boolean => accepting;

/**
 * Makes this request's answer a stream for `userId`, ended after `lifetimeMs` (the access token's
 * remaining life, at most INBOX_STREAM.maxMinutes) or when the page goes. The account's oldest
 * stream on this server is ended when it would hold more than INBOX_STREAM.perAccount.
 */
export function openInboxStream(ctx: Context, userId: number, lifetimeMs: number): void {
  const out = new PassThrough();
  const stream: Stream = { userId, out, openedAt: Date.now() };
  const own = streams.get(userId) ?? new Set<Stream>();
  streams.set(userId, own);
  own.add(stream);
  if (own.size > INBOX_STREAM.perAccount) {
    const oldest = [...own].reduce((a, b) => (a.openedAt <= b.openedAt ? a : b));
    oldest.out.end();
  }

  const heartbeat = setInterval(() => out.write(HEARTBEAT), INBOX_STREAM.heartbeatSeconds * 1000);
  const expiry = setTimeout(() => out.end(), Math.max(1000, lifetimeMs));
  heartbeat.unref();
  expiry.unref();
  const forget = () => {
    clearInterval(heartbeat);
    clearTimeout(expiry);
    own.delete(stream);
    if (own.size === 0 && streams.get(userId) === own) streams.delete(userId);
  };
  out.once('close', forget);
  out.once('end', forget);
  // Koa destroys the body when the page goes (the connection closes): 'close' above.

  // Sent as written: never compressed (which would hold events back), never timed out while quiet.
  ctx.compress = false;
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
  ctx.set('Cache-Control', 'private, no-store');
  // Proxies that buffer answers (nginx) pass this one through as it comes.
  ctx.set('X-Accel-Buffering', 'no');
  ctx.status = 200;
  ctx.body = out;
  out.write(`retry: 5000\n${event(INBOX_STREAM.readyEvent)}`);
}

/**
 * Tells these accounts' open pages, on every server, that their notifications changed. Called
 * after the change is committed; never fails its caller (a lost announcement is made up for by
 * the page's periodic read).
 */
export function announceInboxChange(userIds: number[]): void {
  if (userIds.length === 0) return;
  tellLocal(userIds);
  bus?.publish([...new Set(userIds)].join(',')).catch(() => undefined);
}

/** Joins the servers' inbox channel when REDIS_URL is set. */
export async function startInboxBus(url = process.env.REDIS_URL, log: (message: string) => void = console.warn): Promise<void> {
  accepting = true;
  if (!url || bus) return;
  bus = await connectBus(url, busChannel('inbox:changed'), {
    onMessage: (payload) => tellLocal(payload.split(',').map(Number).filter((id) => Number.isSafeInteger(id) && id > 0)),
    onReconnect: tellEveryLocal,
    onError: unreachableReporter(log, "Notification streams: other servers' notifications reach this one's pages at their next read"),
  });
}

/** On shutdown: takes no new stream, ends every open one (pages reconnect elsewhere) and leaves the channel; answers how many it ended. */
export function closeInboxStreams(): number {
  accepting = false;
  let ended = 0;
  for (const own of [...streams.values()]) {
    for (const stream of [...own]) {
      stream.out.end();
      ended += 1;
    }
  }
  streams.clear();
  bus?.close();
  bus = null;
  return ended;
}

