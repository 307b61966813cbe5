import type { Core } from '@strapi/strapi';

/**
 * The database's own time. Every replica of the cms shares the one database, so its clock orders
 * events seen by different processes even when their machines' clocks drift apart. Read in the
 * caller's transaction when there is one (on SQLite a second connection would wait for it).
 */
export async function databaseNow(strapi: Core.Strapi): Promise<Date> {
  const postgres = strapi.db.dialect.client === 'postgres';
  const sql = postgres ? 'SELECT clock_timestamp() AS now' : "SELECT strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AS now";
  const result = await strapi.db.transaction(({ trx }) => trx.raw(sql));
  const row = postgres ? result.rows[0] : result[0];
  return new Date(row.now);
}
