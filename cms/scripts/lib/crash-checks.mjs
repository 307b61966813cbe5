// After a crash and restart: is the database whole, and is every acknowledged write in it?
import { connect } from './sql-client.mjs';

const count = async (conn, sql, params) => Number((await conn.query(`SELECT COUNT(*) AS n FROM (${sql}) AS t`, params))[0].n);

/** Rows that must not exist in a consistent database, described for the report. */
const CONSTRAINTS = [
  ['users without exactly one role', 'SELECT u.id FROM up_users u WHERE (SELECT COUNT(*) FROM up_users_role_lnk r WHERE r.user_id = u.id) <> 1'],
  ['emails used twice', 'SELECT lower(email) FROM up_users GROUP BY lower(email) HAVING COUNT(*) > 1'],
  ['company names used twice', 'SELECT lower(name) FROM companies GROUP BY lower(name) HAVING COUNT(*) > 1'],
  ['members of more than one company', 'SELECT user_id FROM up_users_company_lnk GROUP BY user_id HAVING COUNT(*) > 1'],
  ['settings stored twice for one member', 'SELECT u.user_id FROM user_settings_user_lnk u JOIN user_settings_setting_lnk s ON s.user_setting_id = u.user_setting_id GROUP BY u.user_id, s.setting_id HAVING COUNT(*) > 1'],
  ['settings without their member or definition', 'SELECT us.id FROM user_settings us WHERE NOT EXISTS (SELECT 1 FROM user_settings_user_lnk l WHERE l.user_setting_id = us.id) OR NOT EXISTS (SELECT 1 FROM user_settings_setting_lnk l WHERE l.user_setting_id = us.id)'],
  ['join requests without their member or company', 'SELECT j.id FROM join_requests j WHERE NOT EXISTS (SELECT 1 FROM join_requests_user_lnk l WHERE l.join_request_id = j.id) OR NOT EXISTS (SELECT 1 FROM join_requests_company_lnk l WHERE l.join_request_id = j.id)'],
  ['sessions without their member', 'SELECT s.id FROM auth_sessions s WHERE NOT EXISTS (SELECT 1 FROM auth_sessions_user_lnk l WHERE l.auth_session_id = s.id)'],
  ['sign-in log entries without their member', 'SELECT s.id FROM sign_in_logs s WHERE NOT EXISTS (SELECT 1 FROM sign_in_logs_user_lnk l WHERE l.sign_in_log_id = s.id)'],
  ['refresh tokens without their session', 'SELECT t.id FROM auth_refresh_tokens t WHERE NOT EXISTS (SELECT 1 FROM auth_refresh_tokens_session_lnk l WHERE l.auth_refresh_token_id = t.id)'],
];

/** PostgreSQL: every foreign key of the schema checked row by row, and no index left invalid. */
async function postgresChecks(conn, schema) {
  const problems = [];
  const invalid = await conn.query(
    `SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND NOT (i.indisvalid AND i.indisready AND i.indislive)`,
    [schema],
  );
  if (invalid.length) problems.push(`invalid indexes: ${invalid.map((r) => r.relname).join(', ')}`);
  const keys = await conn.query(
    `SELECT con.conname, src.relname AS src, a.attname AS col, dst.relname AS dst, b.attname AS ref
     FROM pg_constraint con JOIN pg_class src ON src.oid = con.conrelid JOIN pg_class dst ON dst.oid = con.confrelid
     JOIN pg_namespace n ON n.oid = con.connamespace
     JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = con.conkey[1]
     JOIN pg_attribute b ON b.attrelid = con.confrelid AND b.attnum = con.confkey[1]
     WHERE con.contype = 'f' AND n.nspname = $1 AND array_length(con.conkey, 1) = 1`,
    [schema],
  );
  for (const k of keys) {
    const orphans = await count(conn, `SELECT 1 FROM "${k.src}" s WHERE s."${k.col}" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "${k.dst}" d WHERE d."${k.ref}" = s."${k.col}")`);
    if (orphans) problems.push(`${orphans} row(s) of ${k.src}.${k.col} point to no ${k.dst}`);
  }
  return { problems, detail: `${keys.length} foreign keys, indexes valid` };
}

/** SQLite: the file's own integrity check and its foreign keys. */
async function sqliteChecks(conn) {
  const problems = [];
  const integrity = conn.pragma('integrity_check').map((r) => r.integrity_check);
  if (integrity.join() !== 'ok') problems.push(`integrity_check: ${integrity.slice(0, 5).join('; ')}`);
  const fk = conn.pragma('foreign_key_check');
  if (fk.length) problems.push(`${fk.length} foreign key violation(s), e.g. ${JSON.stringify(fk[0])}`);
  return { problems, detail: 'integrity_check ok, foreign keys ok' };
}

/** Every acknowledged write of the ledger, looked up in bulk. */
async function missingWrites(conn, ledger) {
  const missing = [];
  const users = new Map((await conn.query('SELECT id, email FROM up_users')).map((r) => [Number(r.id), r.email]));
  for (const s of ledger.signups) if (users.get(s.id) !== s.email) missing.push(`sign-up ${s.email}`);

  const members = new Set((await conn.query('SELECT c.id, c.name, l.user_id FROM companies c JOIN up_users_company_lnk l ON l.company_id = c.id')).map((r) => `${r.id}:${r.name}:${r.user_id}`));
  for (const c of ledger.companies) if (!members.has(`${c.id}:${c.name}:${c.userId}`)) missing.push(`company ${c.name} of member ${c.userId}`);

  const joins = new Set(
    (await conn.query('SELECT u.join_request_id AS id, u.user_id, c.company_id FROM join_requests_user_lnk u JOIN join_requests_company_lnk c ON c.join_request_id = u.join_request_id')).map(
      (r) => `${r.id}:${r.user_id}:${r.company_id}`,
    ),
  );
  for (const j of ledger.joins) if (!joins.has(`${j.id}:${j.userId}:${j.companyId}`)) missing.push(`join request ${j.id} of member ${j.userId}`);

  const rows = await conn.query(
    'SELECT u.user_id, s.key, us.email, us.sms FROM user_settings us JOIN user_settings_user_lnk u ON u.user_setting_id = us.id JOIN user_settings_setting_lnk l ON l.user_setting_id = us.id JOIN settings s ON s.id = l.setting_id',
  );
  const stored = new Map(rows.flatMap((r) => [[`${r.user_id}:${r.key}:email`, Boolean(r.email)], [`${r.user_id}:${r.key}:sms`, Boolean(r.sms)]]));
  for (const [cell, entry] of ledger.settings) {
    const value = stored.get(cell);
    // Nothing acknowledged yet: any stored value (a default, or a write whose answer was lost) is right.
    const nothingToLose = entry.acknowledged === undefined;
    if (nothingToLose || value === entry.acknowledged || (entry.unanswered !== undefined && value === entry.unanswered)) {
      // Whichever write the database kept is now the one later writes are compared with.
      Object.assign(entry, { acknowledged: value, unanswered: undefined });
    } else missing.push(`setting ${cell}: stored ${value}, acknowledged ${entry.acknowledged}`);
  }
  return missing;
}

/** Runs the integrity checks and looks for the acknowledged writes: { problems: string[], lost, detail }. */
export async function checkDatabase(db, ledger) {
  const conn = await connect(db);
  try {
    const own = db.client === 'sqlite' ? await sqliteChecks(conn) : await postgresChecks(conn, db.schema);
    const problems = [...own.problems];
    for (const [what, sql] of CONSTRAINTS) {
      const n = await count(conn, sql);
      if (n) problems.push(`${n} ${what}`);
    }
    const orphanCompanies = await count(conn, 'SELECT c.id FROM companies c WHERE c.name LIKE $1 AND NOT EXISTS (SELECT 1 FROM up_users_company_lnk l WHERE l.company_id = c.id)', [`Crash ${ledger.runTag} %`]);
    if (orphanCompanies) problems.push(`${orphanCompanies} companies created by a member without that member`);
    const missing = await missingWrites(conn, ledger);
    if (missing.length) problems.push(`${missing.length} acknowledged write(s) lost: ${missing.slice(0, 5).join('; ')}`);
    return { problems, lost: missing.length, detail: own.detail };
  } finally {
    await conn.close();
  }
}
