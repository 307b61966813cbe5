import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';

/** A query of the database's query builder. */
type Query = ReturnType<Core.Strapi['db']['connection']>;

/**
 * On PostgreSQL, `query` as a named prepared statement: each pooled connection parses it once,
 * and once PostgreSQL finds a generic plan as good as its custom ones it stops planning it again.
 * For the few statements run on nearly every request whose plan does not depend on the values
 * bound (the caller's session; a page of members read by their ids; the search's ranking of the
 * members found): planning their dozen joins costs PostgreSQL about three times what running
 * them does.
 *
 * The name is a digest of the SQL text, so one text is one statement whatever its values, and two
 * texts never share a name (node-postgres refuses that). A query whose best plan depends on its
 * values (a LIKE pattern, a range) is not one for this. On SQLite, which plans such a statement in
 * microseconds, the query is run as it is.
 */
export function prepared<Q extends Query>(strapi: Core.Strapi, query: Q): Q {
  if (strapi.db.dialect.client !== 'postgres') return query;
  const { sql } = query.toSQL();
  return query.options({ name: statementName(sql) }) as Q;
}

/** The prepared statement's name for `sql`: PostgreSQL keeps 63 bytes of a name; this uses 28. */
function statementName(sql: string): string {
  return `gro_${crypto.createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
}
