import type { Core } from '@strapi/strapi';
import { searchName } from './indexes';
import { containsPattern } from '../http/list-query';

/**
 * The full-text index the portal's search reads (api/search): per kind of record, the text it is
 * found by. On SQLite an FTS5 table of trigrams per kind (`gro_find_<kind>`, its rowid the record's
 * id) kept by triggers on the record's own table, so every writer (the portal, the Strapi admin, an
 * import, SQL) keeps it current; on PostgreSQL trigram (pg_trgm) GIN indexes on the same lowered
 * expressions (platform/db/indexes.ts creates them). Either way a search reads an index, never
 * every row: a substring of three characters or more is found through its trigrams.
 */

interface SearchSource {
  /** The kind's FTS table is gro_find_<kind>. */
  kind: 'members' | 'companies' | 'chapters' | 'events' | 'professions';
  table: string;
  /** The text the record is found by, from the row `prefix` names ('' for the table itself, 'NEW.' in a trigger). */
  text: (prefix: string) => string;
}

const SEARCH_SOURCES: readonly SearchSource[] = [
  { kind: 'members', table: 'up_users', text: (p) => searchName(p) },
  { kind: 'companies', table: 'companies', text: (p) => `${p}name` },
  { kind: 'chapters', table: 'chapters', text: (p) => `${p}name` },
  { kind: 'events', table: 'events', text: (p) => `${p}title` },
  { kind: 'professions', table: 'professions', text: (p) => `${p}name` },
];

const ftsTable = (source: SearchSource) => `gro_find_${source.kind}`;

/** The three triggers that keep a kind's FTS table in step with its table. */
function triggers(source: SearchSource): string[] {
  const fts = ftsTable(source);
  return [
    `CREATE TRIGGER IF NOT EXISTS ${fts}_insert AFTER INSERT ON ${source.table} BEGIN
       INSERT INTO ${fts} (rowid, text) VALUES (NEW.id, ${source.text('NEW.')});
     END`,
    `CREATE TRIGGER IF NOT EXISTS ${fts}_update AFTER UPDATE ON ${source.table} BEGIN
       DELETE FROM ${fts} WHERE rowid = OLD.id;
       INSERT INTO ${fts} (rowid, text) VALUES (NEW.id, ${source.text('NEW.')});
     END`,
    `CREATE TRIGGER IF NOT EXISTS ${fts}_delete AFTER DELETE ON ${source.table} BEGIN
       DELETE FROM ${fts} WHERE rowid = OLD.id;
     END`,
  ];
}

/**
 * SQLite, at every start: each kind's FTS table and triggers, and the table filled again from its
 * source when the two disagree (a new index, or rows written while the triggers were away: Strapi
 * rebuilds a table whose columns change, and its triggers with it). About 50 ms for 10,000 members.
 */
export async function ensureSearchIndex(strapi: Core.Strapi): Promise<void> {
  if (strapi.db.dialect.client === 'postgres') return;
  const knex = strapi.db.connection;
  for (const source of SEARCH_SOURCES) {
    const fts = ftsTable(source);
    try {
      await knex.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS ${fts} USING fts5(text, tokenize = 'trigram')`);
      for (const sql of triggers(source)) await knex.raw(sql);
      const [row] = (await knex.raw(
        `SELECT (SELECT COUNT(*) FROM ${source.table}) AS rows, (SELECT COUNT(*) FROM ${fts}) AS indexed,
                (SELECT COALESCE(MAX(id), 0) FROM ${source.table}) AS last, (SELECT COALESCE(MAX(rowid), 0) FROM ${fts}) AS last_indexed`,
      )) as { rows: number; indexed: number; last: number; last_indexed: number }[];
      if (row && (row.rows !== row.indexed || row.last !== row.last_indexed)) {
        await knex.transaction(async (trx) => {
          await trx.raw(`DELETE FROM ${fts}`);
          await trx.raw(`INSERT INTO ${fts} (rowid, text) SELECT id, ${source.text('')} FROM ${source.table}`);
        });
      }
    } catch (err) {
      strapi.log.warn(`The search index ${fts} could not be built: ${(err as Error).message}`);
    }
  }
}

/** SQL text and bindings: a subquery's `id`s, for `IN (...)`. */
interface IdQuery {
  sql: string;
  bindings: string[];
}

/**
 * The ids of `kind`'s records whose text contains `q` (lower-cased), as a subquery: on SQLite
 * from the FTS table (a phrase of trigrams for three characters or more; shorter text is matched
 * with LIKE over the index's own short strings), on PostgreSQL from the trigram index of the
 * lowered text.
 */
export function matchingIds(strapi: Core.Strapi, kind: SearchSource['kind'], q: string): IdQuery {
  const source = SEARCH_SOURCES.find((s) => s.kind === kind)!;
  if (strapi.db.dialect.client === 'postgres') {
    return { sql: `SELECT id FROM ${source.table} WHERE lower(${source.text('')}) LIKE ? ESCAPE '\\'`, bindings: [containsPattern(q)] };
  }
  const fts = ftsTable(source);
  if ([...q].length >= 3) return { sql: `SELECT rowid AS id FROM ${fts} WHERE ${fts} MATCH ?`, bindings: [`"${q.replace(/"/g, '""')}"`] };
  return { sql: `SELECT rowid AS id FROM ${fts} WHERE text LIKE ? ESCAPE '\\'`, bindings: [containsPattern(q)] };
}
