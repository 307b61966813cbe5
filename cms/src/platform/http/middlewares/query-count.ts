import type { Context, Next } from 'koa';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';

const current = new AsyncLocalStorage<{ queries: number }>();
let listening = false;

/**
 * Test and benchmark builds only (NODE_ENV=test): counts the SQL statements each request runs
 * and reports them in an X-Db-Queries header (npm run bench prints them). A no-op otherwise.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  if (process.env.NODE_ENV !== 'test') return (_ctx: Context, next: Next) => next();
  return async (ctx: Context, next: Next) => {
    if (!listening) {
      strapi.db.connection.on('query', () => {
        const counter = current.getStore();
        if (counter) counter.queries += 1;
      });
      listening = true;
    }
    const counter = { queries: 0 };
    await current.run(counter, next);
    ctx.set('X-Db-Queries', String(counter.queries));
  };
};
