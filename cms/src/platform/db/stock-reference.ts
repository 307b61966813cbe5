import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { factories } from '@strapi/strapi';

const CHAPTER = 'api::chapter.chapter';
const EVENT = 'api::event.event';
/** The permissions the public role gets in the benchmark's throw-away database (never elsewhere). */
const STOCK_PERMISSIONS = [`${CHAPTER}.find`, `${EVENT}.find`, 'plugin::users-permissions.user.find', 'plugin::users-permissions.role.find', 'api::company.company.find'];

/**
 * The benchmark's references (npm run bench): Strapi's stock REST find of the chapters
 * (GET /api/chapters and GET /api/events, the core controllers GRO's own finds replace) and of the users
 * (users-permissions' GET /api/users, see extensions/users-permissions), each guarded by the
 * public role's permission as in a stock Strapi site. A stock site also routes the companies'
 * and roles' finds, without which Strapi strips a user's company and role from the answer (a
 * relation is shown only when its find is a content-API action the caller may use). Only in test builds (NODE_ENV=test) started
 * with BENCH_STOCK_ROUTES=true, which cms/scripts/bench-cms.mjs sets for its temporary database.
 */
export const stockReferencesOn = () => process.env.NODE_ENV === 'test' && process.env.BENCH_STOCK_ROUTES === 'true';

export function registerStockReferences(strapi: Core.Strapi) {
  if (!stockReferencesOn()) return;
  type Stock = { find(ctx: Context): Promise<unknown> };
  const stock: Record<string, Stock> = {};
  const stockFind = (uid: string) => async (ctx: Context) => {
    stock[uid] ??= factories.createCoreController(uid as typeof CHAPTER)({ strapi }) as unknown as Stock;
    ctx.body = await stock[uid].find(ctx);
  };
  strapi.server.routes({
    type: 'content-api',
    routes: [
      {
        method: 'GET',
        path: '/chapters',
        config: { auth: { scope: [`${CHAPTER}.find`] } },
        handler: stockFind(CHAPTER),
      },
      { method: 'GET', path: '/events', config: { auth: { scope: [`${EVENT}.find`] } }, handler: stockFind(EVENT) },
      { method: 'GET', path: '/companies', handler: 'api::company.company.find' },
    ],
  } as unknown as Parameters<Core.Strapi['server']['routes']>[0]);
}

/** Gives the public role the stock finds' permissions (the benchmark's temporary database only). */
export async function grantStockReferences(strapi: Core.Strapi) {
  if (!stockReferencesOn()) return;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' }, select: ['id'] });
  for (const action of STOCK_PERMISSIONS) {
    const granted = await strapi.db.query('plugin::users-permissions.permission').findOne({ where: { action, role: role.id } });
    if (!granted) await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } });
  }
}
