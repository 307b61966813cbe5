import bcrypt from 'bcrypt';
import type { Core } from '@strapi/strapi';
import { AUTH_LIMITS } from '@gro/config';

const USER = 'plugin::users-permissions.user';

/**
 * Every password GRO stores is hashed here: by the native bcrypt, on libuv's thread pool. Strapi's
 * document service would hash a `password` attribute itself with bcryptjs's hashSync, which holds
 * the event loop, and so every other request, for the whole hash (about 100 ms on a small server).
 * Hashes are therefore written through the query engine, which stores them as given.
 */
export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, passwordHashCost());

/** bcrypt's cost: AUTH_LIMITS.bcryptCost, or its test cost in a test build (NODE_ENV=test) only. */
export const passwordHashCost = (): number => (process.env.NODE_ENV === 'test' ? AUTH_LIMITS.bcryptTestCost : AUTH_LIMITS.bcryptCost);

/** Sets an account's password (with other fields of the same write, e.g. `confirmed`). */
export async function setPassword(strapi: Core.Strapi, userId: number, password: string, data: Record<string, unknown> = {}): Promise<void> {
  const hash = await hashPassword(password);
  await strapi.db.query(USER).update({ where: { id: userId }, data: { ...data, password: hash } });
}

/**
 * Creates an account through the document service with its password's hash (hashPassword, called
 * before any transaction opens), in one transaction, the caller's when there is one: the account
 * never exists without it. Answers the new row's id.
 */
export async function createAccount(strapi: Core.Strapi, data: Record<string, unknown>, hash: string): Promise<number> {
  return strapi.db.transaction(async () => {
    const created = (await strapi.documents(USER).create({ data: data as never })) as unknown as { id: number };
    await strapi.db.query(USER).update({ where: { id: created.id }, data: { password: hash } });
    return created.id;
  });
}
