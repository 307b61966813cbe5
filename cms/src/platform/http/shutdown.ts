import type { Server, IncomingMessage, ServerResponse } from 'node:http';
import type { Core } from '@strapi/strapi';

/**
 * Graceful shutdown. Strapi's own SIGTERM/SIGINT handler calls strapi.destroy(), which runs the
 * app's destroy() before it destroys every open connection and closes the database; so the app's
 * destroy() first drains the HTTP server here: the listening socket closes (new connections are
 * refused), requests already in flight finish (bounded by SHUTDOWN_TIMEOUT_MS), each answer sent
 * while draining closes its connection, and idle keep-alive connections are closed.
 */
const inFlight = new Set<ServerResponse>();
let draining = false;
let server: Server | null = null;

export function isShuttingDown(): boolean {
  return draining;
}

/** SHUTDOWN_TIMEOUT_MS: how long requests in flight and running background jobs may take to finish. */
export function shutdownTimeoutMs(): number {
  const ms = Number(process.env.SHUTDOWN_TIMEOUT_MS || 10_000);
  return Number.isFinite(ms) && ms >= 0 ? ms : 10_000;
}

/** Counts the requests in flight (from their headers until their answer is sent or their connection drops). */
export function trackRequests(strapi: Core.Strapi): void {
  // A Strapi made again in the same process (develop's reload) starts with a clean slate.
  draining = false;
  inFlight.clear();
  server = strapi.server.httpServer;
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    if (draining) res.shouldKeepAlive = false;
    // 'close' follows the answer, and also comes when the connection drops before it.
    res.once('close', () => inFlight.delete(res));
  });
}

/** Stops accepting connections and waits until no request is in flight or the timeout passes. */
export async function drainRequests(log: Core.Strapi['log']): Promise<void> {
  if (!server || draining) return;
  draining = true;
  const started = Date.now();
  const deadline = started + shutdownTimeoutMs();
  if (server.listening) server.close();
  // Each answer still to be sent closes its connection (Connection: close).
  for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
  log.info(`Shutting down: no new connections; waiting for ${inFlight.size} request(s) in flight (at most ${shutdownTimeoutMs()} ms)`);
  while (inFlight.size > 0 && Date.now() < deadline) {
    server.closeIdleConnections();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  server.closeIdleConnections();
  if (inFlight.size > 0) log.warn(`Shutting down: ${inFlight.size} request(s) still in flight after ${Date.now() - started} ms are cut off`);
  else log.info(`Shutting down: every request answered (${Date.now() - started} ms)`);
}
