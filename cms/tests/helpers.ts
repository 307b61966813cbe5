import Database from 'better-sqlite3';
import pg from 'pg';

export const API = process.env.GRO_API_URL ?? 'http://127.0.0.1:1337';

export type Envelope<T = any> = {
  ok: boolean;
  error: boolean;
  data: T;
  message?: { title: string; message: string };
  details?: Record<string, unknown>;
};

export async function api<T = any>(path: string, init: RequestInit = {}) {
  const res = await fetch(`${API}/api${path}`, init);
  const text = await res.text();
  const body = text ? (JSON.parse(text) as Envelope<T>) : (null as unknown as Envelope<T>);
  return { status: res.status, headers: res.headers, body, text };
}

type DbInfo = { client: 'sqlite'; filename: string } | { client: 'postgres'; url: string; schema: string };
const db: DbInfo = JSON.parse(process.env.GRO_TEST_DB ?? '{"client":"sqlite","filename":"cms/.tmp/data.db"}');

/** Runs a read-only SQL count against the database the server under test uses. */
export async function count(table: string, where = '1=1'): Promise<number> {
  const sql = `SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`;
  if (db.client === 'sqlite') {
    const conn = new Database(db.filename, { readonly: true });
    try {
      return Number((conn.prepare(sql).get() as { n: number }).n);
    } finally {
      conn.close();
    }
  }
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${db.schema}"`);
    return Number((await client.query(sql)).rows[0].n);
  } finally {
    await client.end();
  }
}
