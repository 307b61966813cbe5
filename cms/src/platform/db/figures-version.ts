import type { Core } from '@strapi/strapi';
import { EVENT_CHAPTER, USER_CHAPTER, USER_COMPANY, VISITOR_EVENT } from './links';

/**
 * A counter the database itself moves on every committed write to the records a chapter's figures
 * are counted from, so a process can keep what it counted until the counter moves, whoever wrote
 * (this process, another replica, a script) and however (the document service, raw SQL):
 * triggers on the tables add one to a row of gro_figures_version in the writing transaction, so the
 * new value is seen exactly when the write is (a rolled-back write never moves it).
 *
 * PostgreSQL: a statement-level trigger per table adds to the row of the writing connection
 * (pg_backend_pid() modulo SHARDS), so parallel writers seldom wait on one row; the version
 * is the sum of the rows. SQLite (one writer at a time): a row-level trigger on one row.
 *
 * A reader takes the version before it counts and keeps the result under it; a later reader that
 * finds another version counts again. A write committed while the first one counted moves the
 * version, so nothing counted across it is used after.
 */

export const FIGURES_VERSION_TABLE = 'gro_figures_version';
const SHARDS = 16;
/** The advisory lock the start takes while it creates the counter (PostgreSQL). */
const ENSURE_LOCK = 74_231_905;

/** Tables (and for up_users the columns) whose writes change a chapter's figures. */
export const FIGURES_SOURCES: { table: string; columns?: string[] }[] = [
  { table: 'attendances' },
  { table: 'meeting_cancellations' },
  { table: 'referrals' },
  { table: 'one_to_ones' },
  { table: 'visitors' },
  // Who the roster holds and how they are named: status, name and the account's age (proration).
  { table: 'up_users', columns: ['status', 'firstname', 'lastname', 'created_at'] },
  { table: USER_CHAPTER.table },
  { table: USER_COMPANY.table },
  { table: 'companies', columns: ['name'] },
  // The meeting report: the chapter's name and zone, its meetings, the guests registered for each.
  { table: 'chapters', columns: ['name', 'time_zone'] },
  { table: 'events' },
  { table: EVENT_CHAPTER.table },
  { table: VISITOR_EVENT.table },
];

type Knex = Core.Strapi['db']['connection'];

/** PostgreSQL, in `schema` (the function names its table there, so a write from a session with another search_path counts too). */
const pgStatements = (schema: string): string[] => {
  const q = (name: string) => `"${schema.replace(/"/g, '""')}".${name}`;
  return [
    `CREATE TABLE IF NOT EXISTS ${q(FIGURES_VERSION_TABLE)} (shard integer PRIMARY KEY, v bigint NOT NULL DEFAULT 0)`,
    `INSERT INTO ${q(FIGURES_VERSION_TABLE)} (shard, v) SELECT s, 0 FROM generate_series(0, ${SHARDS - 1}) AS s ON CONFLICT (shard) DO NOTHING`,
    `CREATE OR REPLACE FUNCTION ${q('gro_figures_touch')}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       UPDATE ${q(FIGURES_VERSION_TABLE)} SET v = v + 1 WHERE shard = pg_backend_pid() % ${SHARDS};
       RETURN NULL;
     END $$`,
    ...FIGURES_SOURCES.map(({ table, columns }) => {
      const on = columns ? `INSERT OR DELETE OR UPDATE OF ${columns.join(', ')}` : 'INSERT OR DELETE OR UPDATE';
      return `CREATE OR REPLACE TRIGGER gro_figures_${table} AFTER ${on} ON ${q(table)} FOR EACH STATEMENT EXECUTE FUNCTION ${q('gro_figures_touch')}()`;
    }),
  ];
};

const sqliteStatements = (): string[] => [
  `CREATE TABLE IF NOT EXISTS ${FIGURES_VERSION_TABLE} (shard integer PRIMARY KEY, v integer NOT NULL DEFAULT 0)`,
  `INSERT OR IGNORE INTO ${FIGURES_VERSION_TABLE} (shard, v) VALUES (0, 0)`,
  ...FIGURES_SOURCES.flatMap(({ table, columns }) =>
    (['INSERT', 'DELETE', columns ? `UPDATE OF ${columns.join(', ')}` : 'UPDATE'] as const).map(
      (event) =>
        `CREATE TRIGGER IF NOT EXISTS gro_figures_${table}_${event.split(' ')[0]!.toLowerCase()} AFTER ${event} ON ${table} BEGIN UPDATE ${FIGURES_VERSION_TABLE} SET v = v + 1 WHERE shard = 0; END`,
    ),
  ),
];

/** Creates the counter and its triggers (at every start: a table Strapi rebuilt gets its triggers again). */
export async function ensureFiguresVersion(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (strapi.db.dialect.client === 'postgres') {
    // Replicas starting together take turns (CREATE OR REPLACE of one function at once can fail).
    await knex.transaction(async (trx) => {
      await trx.raw('SELECT pg_advisory_xact_lock(?)', [ENSURE_LOCK]);
      const { rows } = (await trx.raw('SELECT current_schema() AS schema')) as { rows: { schema: string }[] };
      for (const sql of pgStatements(rows[0]!.schema)) await trx.raw(sql);
    });
    return;
  }
  for (const sql of sqliteStatements()) await knex.raw(sql);
}

/** The counter now: it has moved if any write to a source table committed since it was last read. */
async function figuresVersion(db: Knex): Promise<string> {
  const [row] = (await db(FIGURES_VERSION_TABLE).sum({ v: 'v' })) as { v: unknown }[];
  return String(row?.v ?? 0);
}

/**
 * Answers kept by key until the figures version moves: `get(key, compute)` reads the version, and
 * answers what was kept under it for the key, else computes (readers arriving meanwhile share the
 * computation). At most `limit` keys, the least recently used dropped first; a failure is not kept.
 */
export function keptUntilWrite<T>(db: () => Knex, limit: number) {
  const kept = new Map<string, { version: string; value: Promise<T> }>();
  return async function get(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await figuresVersion(db());
    const found = kept.get(key);
    kept.delete(key);
    if (found?.version === version) {
      kept.set(key, found);
      return found.value;
    }
    const value = compute();
    if (kept.size >= limit) kept.delete(kept.keys().next().value as string);
    kept.set(key, { version, value });
    value.catch(() => {
      if (kept.get(key)?.value === value) kept.delete(key);
    });
    return value;
  };
}
