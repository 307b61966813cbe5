// A connection to a harness database from outside the server (SQLite file or PostgreSQL schema).
import Database from 'better-sqlite3';
import pg from 'pg';

/**
 * query(text, params) answers rows (`$1` placeholders on both databases); run(text, rows) inserts
 * many rows in one transaction; close() ends the connection.
 */
export async function connect(db) {
  if (db.client === 'sqlite') {
    const conn = new Database(db.filename);
    conn.pragma('busy_timeout = 10000');
    return {
      client: 'sqlite',
      query: async (text, params = []) => {
        const stmt = conn.prepare(text.replace(/\$\d+/g, '?'));
        return stmt.reader ? stmt.all(...params) : (stmt.run(...params), []);
      },
      run: async (text, rows) => {
        const stmt = conn.prepare(text.replace(/\$\d+/g, '?'));
        const bind = (v) => (typeof v === 'boolean' ? Number(v) : v);
        conn.transaction(() => rows.forEach((row) => stmt.run(...row.map(bind))))();
      },
      pragma: (text) => conn.pragma(text),
      close: async () => conn.close(),
    };
  }
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query(`SET search_path TO "${db.schema}"`);
  return {
    client: 'postgres',
    query: async (text, params = []) => (await client.query(text, params)).rows,
    run: async (text, rows) => {
      await client.query('BEGIN');
      for (const row of rows) await client.query(text, row);
      await client.query('COMMIT');
    },
    close: () => client.end(),
  };
}
