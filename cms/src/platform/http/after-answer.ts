import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

/**
 * Runs `task` once the answer has been handed to the client (or the client has gone), so nothing
 * it does (lookups, writes, mail) can change what the caller is told or how long the answer
 * takes. Its failure is logged, never answered.
 */
export function afterAnswer(strapi: Core.Strapi, ctx: Context, what: string, task: () => Promise<unknown>): void {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    task().catch((err: unknown) => strapi.log.error(`${what} failed after the answer: ${err instanceof Error ? err.message : String(err)}`));
  };
  ctx.res.once('finish', run);
  ctx.res.once('close', run);
}
